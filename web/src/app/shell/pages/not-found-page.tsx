import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { MessagePanel } from '../../../components/message-panel.tsx';

/** Any unknown path (spec section 2). Inside the app, "home" is the trips list. */
export function NotFoundPage({ homeTo = '/' }: { homeTo?: string }) {
  return (
    <MessagePanel
      label="404"
      title="Nothing to see here"
      actions={
        <Button component={Link} to={homeTo} size="md" variant="light">
          Take me back to the home page
        </Button>
      }
    >
      The page you are trying to open does not exist or has moved. If you think this is an error, please
      contact support.
    </MessagePanel>
  );
}
