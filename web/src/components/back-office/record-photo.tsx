import { Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';

/** A list row's first cell for a record with a photo (a point of interest, a round trip): the photo or its placeholder, the name, one line of description. */
export function PhotoNameCell({ photo, name, description }: { photo: string | null | undefined; name: string; description: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      {photo ? (
        <Image src={photo} alt="" w={56} h={40} radius="sm" fit="cover" />
      ) : (
        <Group w={56} h={40} justify="center" bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0 }} aria-hidden>
          <IconPhoto size={18} color="var(--mantine-color-dimmed)" />
        </Group>
      )}
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={600}>{name}</Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {description || '—'}
        </Text>
      </Stack>
    </Group>
  );
}
