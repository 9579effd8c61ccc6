import { Box, Container, Grid, Image, Paper, Stack, Text, Title } from '@mantine/core';
import europeMapUrl from '../../../assets/maps/europe-map.svg?no-inline';
import largeLogoUrl from '../../../assets/maps/logo-large.svg?no-inline';
import statesMapUrl from '../../../assets/maps/states-map.svg?no-inline';

/**
 * Where Vozimo drives (spec section 1): the Europe map, the Croatia and Slovenia map and the large
 * logo. The images are drawn by scripts/generate-maps.mjs and load lazily, below the fold.
 */
export default function AreaOfOperations() {
  return (
    <Box component="section" aria-labelledby="area-heading" py={{ base: 48, sm: 72 }} bg="var(--mantine-color-default-hover)">
      <Container size="lg">
      <Grid gap={{ base: 'xl', md: 48 }} align="center">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            {/* width and height: the drawing's own shape, so its place is kept before it loads (no layout shift). */}
            <Image src={largeLogoUrl} alt="Vozimo" width={560} height={160} w={{ base: 220, sm: 280 }} h="auto" loading="lazy" decoding="async" />
            <Title order={2} id="area-heading" fz={{ base: 26, sm: 32 }}>
              Where we drive
            </Title>
            <Text size="lg">
              Across Croatia and Slovenia: from the airports of Zagreb, Split, Dubrovnik, Zadar, Pula, Rijeka, Ljubljana
              and Maribor to the coast, the islands' ferry ports, the lakes and the mountains.
            </Text>
            <Text c="dimmed">
              Every trip starts or ends in Croatia or Slovenia, so we also take you to and from the neighbouring
              countries.
            </Text>
            <Paper withBorder radius="lg" p={6} maw={420}>
              <Image
                src={europeMapUrl}
                alt="Map of Europe with Croatia and Slovenia highlighted"
                width={640}
                height={520}
                h="auto"
                radius="md"
                loading="lazy"
                decoding="async"
              />
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="lg" p={6} shadow="sm">
            <Image
              src={statesMapUrl}
              alt="Map of Croatia and Slovenia with the cities we serve: Zagreb, Split, Dubrovnik, Zadar, Pula, Rijeka, Ljubljana, Bled, Maribor and Piran"
              width={640}
              height={560}
              h="auto"
              radius="md"
              loading="lazy"
              decoding="async"
            />
          </Paper>
        </Grid.Col>
      </Grid>
      </Container>
    </Box>
  );
}
