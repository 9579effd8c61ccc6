import { Button } from '@mantine/core';
import { MessagePanel } from '../../../components/message-panel.tsx';

/**
 * Shown when a page fails to render or its code cannot load (typically a new release replaced the
 * chunk this tab asked for); reloading fetches the current version.
 */
export function RouteErrorPage() {
  return (
    <MessagePanel
      title="Something went wrong"
      actions={
        <Button size="md" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      }
    >
      This page could not be shown. Check your connection and reload the page. If the problem stays, please
      contact support.
    </MessagePanel>
  );
}
