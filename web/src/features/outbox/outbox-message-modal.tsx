import { Alert, Box, Code, Group, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatInstant, HIDDEN_SECRET, type OutboxMessage } from '@vozimo/contract';
import { OutboxStatusBadge } from './outbox-status-badge.tsx';

interface OutboxMessageModalProps {
  message: OutboxMessage | null;
  onClose: () => void;
}

/** Why a link in the message ends in token=[hidden]. */
export const HIDDEN_LINKS_NOTE = `Links that open an account or a trip show as ${HIDDEN_SECRET}: only the recipient gets them.`;

/**
 * One e-mail as it was written, with its secret links hidden by the server. The HTML body is shown in a sandboxed frame with no rights at all
 * (no scripts, no forms, its own origin): it holds what customers typed, so it is never put into
 * this page's own document.
 */
export function OutboxMessageModal({ message, onClose }: OutboxMessageModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      title={message?.subject ?? ''}
      size="xl"
      fullScreen={phone}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {message && <MessageDetails message={message} />}
    </Modal>
  );
}

function MessageDetails({ message }: { message: OutboxMessage }) {
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <DetailLine label="To" value={message.to} />
        <DetailLine label="Created" value={formatInstant(message.created_at)} />
        {message.sent_at && <DetailLine label="Sent" value={formatInstant(message.sent_at)} />}
        <Group gap="xs">
          <Text size="sm" c="dimmed" w={80}>
            Status
          </Text>
          <OutboxStatusBadge status={message.status} />
          {message.attempts > 0 && (
            <Text size="sm" c="dimmed">
              {message.attempts === 1 ? '1 attempt' : `${message.attempts} attempts`}
            </Text>
          )}
        </Group>
      </Stack>
      <Text size="sm" c="dimmed">
        {HIDDEN_LINKS_NOTE}
      </Text>
      {message.last_error && (
        <Alert color="red" variant="light" title="Last error">
          {message.last_error}
        </Alert>
      )}

      <Tabs defaultValue={message.html_body ? 'html' : 'text'} keepMounted={false}>
        <Tabs.List>
          {message.html_body && <Tabs.Tab value="html">HTML</Tabs.Tab>}
          <Tabs.Tab value="text">Plain text</Tabs.Tab>
        </Tabs.List>
        {message.html_body && (
          <Tabs.Panel value="html" pt="sm">
            <Box
              component="iframe"
              sandbox=""
              srcDoc={message.html_body}
              title={`E-mail: ${message.subject}`}
              w="100%"
              h={480}
              bd="1px solid var(--mantine-color-default-border)"
              style={{ borderRadius: 'var(--mantine-radius-sm)', background: '#fff' }}
              data-testid="outbox-html"
            />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="text" pt="sm">
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="outbox-text">
            {message.text_body}
          </Code>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function DetailLine({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={80} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}
