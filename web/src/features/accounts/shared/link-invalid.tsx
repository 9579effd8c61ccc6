import { Alert, Anchor, Stack } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';

// The server answers an unknown, used, expired or revoked link alike (404; 400 or 410 would mean the same).
const DEAD_LINK_STATUSES = new Set([400, 404, 410]);

/** Whether a failed call means the link is dead, rather than that the call itself failed (offline, a 500, a 422). */
export function isDeadLink(error: unknown): boolean {
  return isApiError(error) && DEAD_LINK_STATUSES.has(error.status);
}

interface LinkInvalidProps {
  message: string;
  /** Where to go from here: ask for a new link, or sign in. */
  next: { to: string; label: string };
}

/** A link that does not work any more: the contract's sentence and the way on. */
export function LinkInvalid({ message, next }: LinkInvalidProps) {
  return (
    <Stack gap="md">
      <Alert color="orange" icon={<IconLinkOff aria-hidden />} role="alert">
        {message}
      </Alert>
      <Anchor component={Link} to={next.to}>
        {next.label}
      </Anchor>
    </Stack>
  );
}
