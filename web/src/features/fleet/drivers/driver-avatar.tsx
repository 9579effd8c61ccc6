import { Avatar } from '@mantine/core';

/**
 * A driver's photo as a thumbnail, or their initials when there is none: white on the primary
 * colour, as the name-hashed light colours ('initials') fail the contrast check on some names.
 */
export function DriverAvatar({ photo, name, size = 44 }: { photo: string | null; name: string; size?: number }) {
  return <Avatar src={photo} alt={`Photo of ${name}`} name={name} variant="filled" size={size} radius="xl" />;
}
