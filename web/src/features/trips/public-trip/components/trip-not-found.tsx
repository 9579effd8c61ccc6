import { Anchor, Button } from '@mantine/core';
import { Link } from 'react-router';
import { MessagePanel } from '../../../../components/message-panel.tsx';
import { COMPANY } from '@vozimo/contract';

/** A wrong token or an unknown reference: no trip, and no hint which of the two it was. */
export function TripNotFound() {
  return (
    <MessagePanel
      label="404"
      title="Trip not found"
      actions={
        <Button component={Link} to="/contact" variant="light" size="md">
          Contact support
        </Button>
      }
    >
      We could not find this trip. Please open the whole link from your e-mail again; if it still does not work,
      write to <Anchor href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</Anchor> with your booking
      reference and we will help.
    </MessagePanel>
  );
}

/** The trip could not be loaded for another reason (server or network): say so and offer to try again. */
export function TripLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <MessagePanel
      title="We could not load this trip"
      actions={
        <Button onClick={onRetry} size="md">
          Try again
        </Button>
      }
    >
      Something went wrong on our side or with the connection. Please try again in a moment.
    </MessagePanel>
  );
}
