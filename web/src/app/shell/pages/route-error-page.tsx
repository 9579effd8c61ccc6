import { CssButton } from '../../../components/css-button.tsx';
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
        // Not Mantine's Button: this page is part of the first download (docs/performance.md).
        <CssButton size="md" onClick={() => window.location.reload()}>
          Reload the page
        </CssButton>
      }
    >
      This page could not be shown. Check your connection and reload the page. If the problem stays, please
      contact support.
    </MessagePanel>
  );
}
