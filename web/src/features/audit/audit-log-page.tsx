import { Anchor, Button, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { formatInstant, isCalendarDate, type AuditLine } from '@vozimo/contract';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { EmptyListPanel, LoadFailedAlert, QueryLoader } from '../../components/query-states.tsx';
import type { AuditLogFilter } from '../../api/audit/audit-keys.ts';
import { AUDIT_PAGE_SIZE, auditActorsQueryOptions, auditKindsQueryOptions, auditLogQueryOptions } from '../../api/audit/audit-queries.ts';
import { subjectLink, subjectTypeName } from './subject-links.ts';
import { ListFooter } from '../../components/list-footer.tsx';

const positiveInt = (text: string | null) => {
  const n = Number(text);
  return text && Number.isInteger(n) && n > 0 ? n : null;
};
const day = (text: string | null) => (text && isCalendarDate(text) ? text : null);

/** The filters as the address holds them: a filtered log can be shared, and a record links to its lines. */
function readFilter(search: URLSearchParams): AuditLogFilter {
  return {
    actor: positiveInt(search.get('actor')),
    kind: search.get('kind') || null,
    subjectType: search.get('subject_type') || null,
    subjectId: positiveInt(search.get('subject_id')),
    from: day(search.get('from')),
    to: day(search.get('to')),
    page: positiveInt(search.get('page')) ?? 1,
  };
}

function writeFilter(filter: AuditLogFilter): URLSearchParams {
  const out = new URLSearchParams();
  if (filter.actor !== null) out.set('actor', String(filter.actor));
  if (filter.kind) out.set('kind', filter.kind);
  if (filter.subjectType) out.set('subject_type', filter.subjectType);
  if (filter.subjectId !== null) out.set('subject_id', String(filter.subjectId));
  if (filter.from) out.set('from', filter.from);
  if (filter.to) out.set('to', filter.to);
  if (filter.page > 1) out.set('page', String(filter.page));
  return out;
}

/** /admin/audit: who did what and when, newest first; read-only, as the log is (ADR 0023). */
export function AuditLogPage() {
  const [address, setAddress] = useSearchParams();
  const filter = readFilter(address);
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const log = useQuery(auditLogQueryOptions(filter));
  const kinds = useQuery(auditKindsQueryOptions());
  const actors = useQuery(auditActorsQueryOptions());
  const update = (next: Partial<AuditLogFilter>) => setAddress(writeFilter({ ...filter, page: 1, ...next }));
  const filtered = filter.actor !== null || filter.kind || filter.subjectType || filter.from || filter.to;
  const badRange = filter.from && filter.to && filter.from > filter.to;

  return (
    <Stack gap="lg">
      <PageTitle title="Audit log" />
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Audit log
      </Title>
      <Group align="flex-end" gap="sm">
        <Select
          label="Person"
          placeholder="Anyone"
          searchable
          clearable
          nothingFoundMessage="Nobody by that name"
          data={(actors.data?.items ?? []).map((a) => ({ value: String(a.user_id), label: `${a.name} (${a.username})` }))}
          value={filter.actor !== null ? String(filter.actor) : null}
          onChange={(value) => update({ actor: positiveInt(value) })}
          w={{ base: '100%', sm: 260 }}
        />
        <Select
          label="Kind"
          placeholder="Any kind"
          clearable
          data={[...new Set([...(kinds.data?.items ?? []), ...(filter.kind ? [filter.kind] : [])])]}
          value={filter.kind}
          onChange={(value) => update({ kind: value || null })}
          w={{ base: '100%', sm: 180 }}
        />
        <TextInput
          type="date"
          label="From"
          value={filter.from ?? ''}
          onChange={(event) => update({ from: day(event.currentTarget.value) })}
          w={{ base: '47%', sm: 160 }}
        />
        <TextInput
          type="date"
          label="To"
          value={filter.to ?? ''}
          onChange={(event) => update({ to: day(event.currentTarget.value) })}
          error={badRange ? 'The first day must not be after the last.' : undefined}
          w={{ base: '47%', sm: 160 }}
        />
        {filtered && (
          <Button variant="subtle" onClick={() => setAddress(new URLSearchParams())}>
            Clear filters
          </Button>
        )}
      </Group>
      {filter.subjectType && (
        <Text size="sm">
          Lines about {subjectTypeName(filter.subjectType)}
          {filter.subjectId !== null ? ` #${filter.subjectId}` : ''} ·{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => update({ subjectType: null, subjectId: null })}>
            show all subjects
          </Anchor>
        </Text>
      )}
      <Text size="xs" c="dimmed">
        Days and times are Zagreb time.
      </Text>
      {log.isError ? (
        <LoadFailedAlert>There was an error with loading the audit log.</LoadFailedAlert>
      ) : log.isPending ? (
        <QueryLoader label="Loading the audit log" />
      ) : log.data.count === 0 ? (
        <EmptyListPanel>{filtered ? 'No lines match these filters.' : 'Nothing has been recorded yet.'}</EmptyListPanel>
      ) : (
        <Stack gap="md" style={{ opacity: log.isPlaceholderData ? 0.6 : 1 }} aria-busy={log.isFetching}>
          {phone ? <AuditCards lines={log.data.items} /> : <AuditTable lines={log.data.items} />}
          <ListFooter count={log.data.count} pageSize={AUDIT_PAGE_SIZE} page={filter.page} onPage={(page) => update({ page })} noun={['line', 'lines']} />
        </Stack>
      )}
    </Stack>
  );
}

function Who({ line }: { line: AuditLine }) {
  if (!line.actor) return <Text size="sm" c="dimmed">System</Text>;
  return (
    <>
      <Text size="sm">{line.actor.name}</Text>
      <Text size="xs" c="dimmed">
        {line.actor.username}
      </Text>
    </>
  );
}

function What({ line }: { line: AuditLine }) {
  return (
    <>
      <Text size="sm">{line.summary}</Text>
      <Text size="xs" c="dimmed" ff="monospace">
        {line.action}
      </Text>
    </>
  );
}

function Subject({ line }: { line: AuditLine }) {
  if (!line.subject) return <Text size="sm">—</Text>;
  const link = subjectLink(line.subject);
  return (
    <>
      <Text size="xs" c="dimmed">
        {subjectTypeName(line.subject.type)}
      </Text>
      {link ? (
        <Anchor component={Link} to={link} size="sm">
          {line.subject.label}
        </Anchor>
      ) : (
        <Text size="sm">{line.subject.label}</Text>
      )}
    </>
  );
}

const show = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** The fields a line changed: a small table of each field as it was and as it became. */
function Changes({ line }: { line: AuditLine }) {
  const fields = [...new Set([...Object.keys(line.before ?? {}), ...Object.keys(line.after ?? {})])];
  if (fields.length === 0) return <Text size="sm" c="dimmed">—</Text>;
  return (
    <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing="xs" fz="sm" aria-label="Changed fields">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Field</Table.Th>
          <Table.Th>Before</Table.Th>
          <Table.Th>After</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {fields.map((field) => (
          <Table.Tr key={field}>
            <Table.Td>{field.replace(/_/g, ' ')}</Table.Td>
            <Table.Td style={{ wordBreak: 'break-word' }}>{show(line.before?.[field])}</Table.Td>
            <Table.Td style={{ wordBreak: 'break-word' }}>{show(line.after?.[field])}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function AuditTable({ lines }: { lines: AuditLine[] }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="sm" aria-label="Audit log">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th>Subject</Table.Th>
            <Table.Th>Changes</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.id} data-testid="audit-line">
              <Table.Td style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>{formatInstant(line.at)}</Table.Td>
              <Table.Td style={{ verticalAlign: 'top' }}>
                <Who line={line} />
              </Table.Td>
              <Table.Td style={{ verticalAlign: 'top' }}>
                <What line={line} />
              </Table.Td>
              <Table.Td style={{ verticalAlign: 'top' }}>
                <Subject line={line} />
              </Table.Td>
              <Table.Td style={{ verticalAlign: 'top' }}>
                <Changes line={line} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function AuditCards({ lines }: { lines: AuditLine[] }) {
  return (
    <Stack gap="sm" role="list" aria-label="Audit log">
      {lines.map((line) => (
        <Paper key={line.id} withBorder radius="md" p="sm" role="listitem" data-testid="audit-line">
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <div>
                <What line={line} />
              </div>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatInstant(line.at)}
              </Text>
            </Group>
            <Group gap="lg" align="flex-start">
              <div>
                <Who line={line} />
              </div>
              <div>
                <Subject line={line} />
              </div>
            </Group>
            <Changes line={line} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
