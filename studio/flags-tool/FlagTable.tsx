import { Box, Card, Switch, Text } from '@sanity/ui';
import type { FlagColumn } from './columns';
import type { SiteRow } from './rows';

export const ADMIN_ONLY_EXPLANATION = 'Only platform administrators can change feature flags.';

export interface FlagTableProps {
  rows: readonly SiteRow[];
  columns: readonly FlagColumn[];
  canEdit: boolean;
  /** `${siteId}|${column.key}` of toggles still being saved. */
  pending: ReadonlySet<string>;
  selectedId?: string;
  onSelect: (siteId: string) => void;
  onToggle: (row: SiteRow, column: FlagColumn, value: boolean) => void;
}

export const pendingKey = (siteId: string, columnKey: string) => `${siteId}|${columnKey}`;

// 30-odd flags across: headers stand on end so the table stays readable without hiding any column.
const headerStyle = {
  writingMode: 'vertical-rl',
  transform: 'rotate(180deg)',
  whiteSpace: 'nowrap',
  maxHeight: '14em',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
} as const;
const stickyStyle = { position: 'sticky', left: 0, zIndex: 1 } as const;

function cellTitle(row: SiteRow, column: FlagColumn, canEdit: boolean): string {
  const cell = row.cells.get(column.key)!;
  const state = `${column.title} on ${row.name}: ${cell.value ? 'on' : 'off'}${cell.isDefault ? ' (not set, the default)' : ''}.`;
  const draft = cell.draftDiffers ? ' Its unpublished draft says otherwise.' : '';
  return `${state}${draft}${canEdit ? '' : ` ${ADMIN_ONLY_EXPLANATION}`}`;
}

/** Dealer sites down, flags across; the site name selects the site whose changes are listed below. */
export function FlagTable({
  rows,
  columns,
  canEdit,
  pending,
  selectedId,
  onSelect,
  onToggle,
}: FlagTableProps) {
  return (
    <Box overflow="auto">
      <table style={{ borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th style={stickyStyle}>
              <Card padding={2}>
                <Text size={1} weight="semibold">
                  Site
                </Text>
              </Card>
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" title={column.key} style={{ verticalAlign: 'bottom' }}>
                <Box padding={1}>
                  <Text size={1} weight="medium">
                    <span style={headerStyle}>{column.title}</span>
                  </Text>
                </Box>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-site={row.id}>
              <th scope="row" style={stickyStyle}>
                <Card
                  padding={2}
                  tone={row.id === selectedId ? 'primary' : 'default'}
                  as="button"
                  onClick={() => onSelect(row.id)}
                  style={{ width: '100%', textAlign: 'left', cursor: 'pointer', border: 0 }}
                  aria-pressed={row.id === selectedId}
                >
                  <Text size={1} weight="semibold">
                    {row.name}
                  </Text>
                  <Box marginTop={1}>
                    <Text size={0} muted>
                      {row.template ?? 'no template'}
                      {row.publishedId ? '' : ' · never published'}
                    </Text>
                  </Box>
                </Card>
              </th>
              {columns.map((column) => {
                const cell = row.cells.get(column.key)!;
                const title = cellTitle(row, column, canEdit);
                return (
                  <td
                    key={column.key}
                    style={{ textAlign: 'center', padding: 4, opacity: cell.isDefault ? 0.6 : 1 }}
                  >
                    {/* A native title: a tooltip component per cell is ~120 popovers for four sites. */}
                    <span title={title}>
                      <Switch
                        checked={cell.value}
                        disabled={!canEdit || pending.has(pendingKey(row.id, column.key))}
                        aria-label={title}
                        data-flag={column.key}
                        onChange={() => onToggle(row, column, !cell.value)}
                      />
                      {cell.draftDiffers ? <Text size={0}>draft</Text> : null}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
