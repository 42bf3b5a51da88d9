import { Card, Flex, Heading, Select, Stack, Text } from '@sanity/ui';
import { FlagHistory, type HistoryState } from './FlagHistory';
import { ADMIN_ONLY_EXPLANATION, FlagTable, type FlagTableProps } from './FlagTable';
import { filterRows, TEMPLATE_FILTERS, type TemplateFilter } from './rows';

export interface FlagsViewProps extends FlagTableProps {
  template: TemplateFilter;
  onTemplate: (template: TemplateFilter) => void;
  history: HistoryState;
  /** The sites could not be read. */
  error?: string;
  loading?: boolean;
}

const isTemplateFilter = (value: string): value is TemplateFilter =>
  (TEMPLATE_FILTERS as readonly string[]).includes(value);

/** The whole tool as props in, events out: the hooks live in FlagsTool, so this renders in a test. */
export function FlagsView({ template, onTemplate, history, error, loading, ...table }: FlagsViewProps) {
  const rows = filterRows(table.rows, template);
  const selected = table.rows.find((row) => row.id === table.selectedId);
  return (
    <Card padding={4} height="fill" overflow="auto">
      <Stack space={4}>
        <Heading as="h1" size={2}>
          Feature flags
        </Heading>
        {table.canEdit ? null : (
          <Card tone="caution" padding={3} radius={2} border>
            <Text size={1}>
              {ADMIN_ONLY_EXPLANATION} You can see every site&apos;s flags here; ask a platform administrator
              to change one.
            </Text>
          </Card>
        )}
        <Flex align="center" gap={2}>
          <Text size={1} as="label" htmlFor="flags-template">
            Template
          </Text>
          <Select
            id="flags-template"
            value={template}
            onChange={(event) =>
              isTemplateFilter(event.currentTarget.value) && onTemplate(event.currentTarget.value)
            }
          >
            {TEMPLATE_FILTERS.map((t) => (
              <option key={t} value={t}>
                {t === 'all' ? 'All templates' : t}
              </option>
            ))}
          </Select>
          <Text size={1} muted>
            {rows.length} of {table.rows.length} sites
          </Text>
        </Flex>
        {error ? (
          <Card tone="critical" padding={3} radius={2}>
            <Text size={1}>The sites could not be read: {error}</Text>
          </Card>
        ) : null}
        {loading ? (
          <Text size={1} muted>
            Loading sites…
          </Text>
        ) : (
          <FlagTable {...table} rows={rows} />
        )}
        <FlagHistory siteName={selected?.name} state={history} />
      </Stack>
    </Card>
  );
}
