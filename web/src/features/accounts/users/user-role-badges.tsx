import { Badge, Group } from '@mantine/core';
import { USER_ROLE_LABELS, type UserAdmin, type UserRole } from '@vozimo/contract';

const ROLE_COLORS: Record<UserRole, string> = { staff: 'grape', agent: 'blue', agency_admin: 'indigo', driver: 'teal', driver_admin: 'cyan' };

/** The account's role flags as badges; an admin flag implies its role, so only the admin one shows. */
export function UserRoleBadges({ user }: { user: UserAdmin }) {
  const roles: UserRole[] = [];
  if (user.is_staff) roles.push('staff');
  if (user.is_agency_admin) roles.push('agency_admin');
  else if (user.is_agent) roles.push('agent');
  if (user.is_driver_admin) roles.push('driver_admin');
  else if (user.is_driver) roles.push('driver');
  if (roles.length === 0) return <Badge miw="max-content" color="gray" variant="outline">No role</Badge>;
  return (
    <Group gap={4} wrap="nowrap">
      {roles.map((role) => (
        <Badge miw="max-content" key={role} color={ROLE_COLORS[role]} variant="light">
          {USER_ROLE_LABELS[role]}
        </Badge>
      ))}
    </Group>
  );
}
