import { isAdministrator } from '@forecourt/schemas/sanity';
import { useToast } from '@sanity/ui';
import { useCallback, useMemo, useState } from 'react';
import { useClient, useCurrentUser, useSchema, type ObjectSchemaType } from 'sanity';
import { API_VERSION } from '../env';
import { flagColumns, type FlagColumn } from './columns';
import { pendingKey } from './FlagTable';
import { FlagsView } from './FlagsView';
import { flagPatches, siteRows, type SiteRow, type TemplateFilter } from './rows';
import { useFlagHistory } from './useFlagHistory';
import { useSiteDocuments } from './useSiteDocuments';

/** The Studio tool: every dealer site against every feature flag, switchable by administrators. */
export function FlagsTool() {
  const schema = useSchema();
  const client = useClient({ apiVersion: API_VERSION });
  const currentUser = useCurrentUser();
  const toast = useToast();
  const canEdit = isAdministrator(currentUser);

  const columns = useMemo(() => flagColumns(schema.get('site') as ObjectSchemaType), [schema]);
  const { documents, error, version } = useSiteDocuments(client, columns);
  const rows = useMemo(() => siteRows(documents ?? [], columns), [documents, columns]);
  const [template, setTemplate] = useState<TemplateFilter>('all');
  const [selectedId, setSelectedId] = useState<string>();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const history = useFlagHistory(client, selectedId, columns, version);

  const onToggle = useCallback(
    (row: SiteRow, column: FlagColumn, value: boolean) => {
      const key = pendingKey(row.id, column.key);
      setPending((p) => new Set(p).add(key));
      setSelectedId(row.id);
      // One transaction: the published document and its draft change together or not at all (see flagPatches).
      const transaction = client.transaction();
      for (const patch of flagPatches(row, column, value))
        transaction.patch(patch.id, { setIfMissing: patch.setIfMissing, set: patch.set });
      transaction
        .commit({ tag: 'forecourt.flags-tool.toggle' })
        .catch((e: unknown) =>
          toast.push({
            status: 'error',
            title: `${column.title} was not changed on ${row.name}`,
            description: e instanceof Error ? e.message : String(e),
          }),
        )
        .finally(() =>
          setPending((p) => {
            const next = new Set(p);
            next.delete(key);
            return next;
          }),
        );
    },
    [client, toast],
  );

  return (
    <FlagsView
      rows={rows}
      columns={columns}
      canEdit={canEdit}
      pending={pending}
      selectedId={selectedId}
      onSelect={setSelectedId}
      onToggle={onToggle}
      template={template}
      onTemplate={setTemplate}
      history={history}
      error={error}
      loading={documents === undefined && !error}
    />
  );
}
