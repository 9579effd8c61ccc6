import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { MessagePanel } from '../../../components/message-panel.tsx';

/** /app/unauthorized: where a screen the active role may not see sends the user. */
export function UnauthorizedPage() {
  return (
    <MessagePanel
      label="403"
      title="Unauthorized"
      actions={
        <Button component={Link} to="/app/trips" size="md" variant="light">
          Back to trips
        </Button>
      }
    >
      You do not have permission to view the content of this page.
    </MessagePanel>
  );
}
