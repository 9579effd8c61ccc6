import { Avatar } from '@mantine/core';

/** A driver's photo as a thumbnail, or their initials when there is none. */
export function DriverAvatar({ photo, name, size = 44 }: { photo: string | null; name: string; size?: number }) {
  return <Avatar src={photo} alt={`Photo of ${name}`} name={name} color="initials" size={size} radius="xl" />;
}
