import { Card, Spinner, Stack, Text } from '@sanity/ui';
import type { HistoryLine } from './history';

export type HistoryState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; lines: readonly HistoryLine[]; siteId?: string };

/** Recent flag changes of the selected site, newest first, from the document history. */
export function FlagHistory({ siteName, state }: { siteName?: string; state: HistoryState }) {
  if (!siteName) {
    return (
      <Text size={1} muted>
        Choose a site to see who changed its flags, and when.
      </Text>
    );
  }
  return (
    <Stack space={3}>
      <Text size={1} weight="semibold">
        Recent flag changes: {siteName}
      </Text>
      {state.status === 'loading' ? <Spinner muted /> : null}
      {state.status === 'error' ? (
        <Card tone="critical" padding={3} radius={2}>
          <Text size={1}>The document history could not be read: {state.message}</Text>
        </Card>
      ) : null}
      {state.status === 'ready' && state.lines.length === 0 ? (
        <Text size={1} muted>
          No flag changes in this site&apos;s recent history.
        </Text>
      ) : null}
      {state.status === 'ready' && state.lines.length > 0 ? (
        <Stack as="ol" space={2} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {state.lines.map((line) => (
            <Text as="li" key={line.key} size={1}>
              <time>{line.when}</time> · <strong>{line.who}</strong>: {line.what}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
