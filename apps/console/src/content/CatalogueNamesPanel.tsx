import { Trans, useLingui } from '@lingui/react/macro';
import { CATALOGUE_NAME_MAX, LANGUAGES, type StaffCatalogueName } from '@portal/contract';
import {
  FormStack,
  FormTextField,
  Grid,
  Pagination,
  Spinner,
  Stack,
  Table,
  TextField,
} from '@portal/ui-kit';
import { useId, useMemo, useState } from 'react';
import { Form as FinalForm } from 'react-final-form';
import { errorText } from '../i18n/consoleI18n.ts';
import { column } from '../ui/DataTable.tsx';
import { SaveOrCancel } from '../ui/formFields.tsx';
import { Card } from '../ui/parts.tsx';
import { RowActions } from '../ui/ReviewQueue.tsx';
import { type NamedCatalogue, useCatalogueNames, useSaveCatalogueNames } from './queries.ts';

const PAGE_SIZE = 10;

/**
 * The names of a brand's games and lottery games per language (issue 27, designed): the
 * catalogue's own name is the fallback every language without a name of its own shows, so a
 * field left empty says which name its readers get.
 */
export const CatalogueNamesPanel = ({ merchantCode }: { merchantCode: string | undefined }) => {
  const { t, i18n } = useLingui();
  const [catalogue, setCatalogue] = useState<NamedCatalogue>('game');
  const [search, setSearch] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [editing, setEditing] = useState<StaffCatalogueName | null>(null);
  const names = useCatalogueNames(catalogue, merchantCode, search.trim(), pageNo, PAGE_SIZE);
  const catalogueId = useId();
  const page = names.data;
  return (
    <Card aria-labelledby="names-title">
      <h2 id="names-title">
        <Trans>Game and lottery names</Trans>
      </h2>
      {merchantCode === undefined ? (
        <p>
          <Trans>Choose a merchant above to write its names.</Trans>
        </p>
      ) : (
        <>
          <Stack direction="row" wrap gap="sm" align="end">
            <div>
              <label htmlFor={catalogueId}>{t`Catalogue`}</label>
              <select
                id={catalogueId}
                value={catalogue}
                onChange={(e) => {
                  setCatalogue(e.target.value as NamedCatalogue);
                  setPageNo(1);
                  setEditing(null);
                }}
              >
                <option value="game">{t`Games`}</option>
                <option value="lottery">{t`Lottery games`}</option>
              </select>
            </div>
            <TextField
              label={t`Search by code or name`}
              name="namesSearch"
              type="search"
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPageNo(1);
              }}
            />
          </Stack>
          {names.isPending && <Spinner label={t`Loading`} />}
          {names.error && <p role="alert">{errorText(i18n, names.error)}</p>}
          <Table
            label={t`Names`}
            columns={[
              column('code', t`Code`, (row: StaffCatalogueName) => row.code),
              column('group', t`Group`, (row: StaffCatalogueName) => row.group),
              column('name', t`Catalogue name`, (row: StaffCatalogueName) => row.name),
              column('written', t`Written in`, (row: StaffCatalogueName) =>
                Object.keys(row.names).join(', '),
              ),
              column('actions', t`Actions`, (row: StaffCatalogueName) => (
                <RowActions
                  actions={[
                    {
                      label: t`Edit names`,
                      name: t`Edit the names of ${row.name}`,
                      variant: 'secondary',
                      onClick: () => setEditing(row),
                    },
                  ]}
                />
              )),
            ]}
            rows={page?.content ?? []}
            rowKey={(row) => String(row.id)}
          />
          {page && <Pagination page={pageNo} totalPages={page.totalPages} onChange={setPageNo} />}
          {editing && page && (
            <NamesForm
              key={`${catalogue}-${editing.id}`}
              catalogue={catalogue}
              merchantCode={merchantCode}
              row={editing}
              defaultLanguage={page.defaultLanguage}
              onDone={() => setEditing(null)}
            />
          )}
        </>
      )}
    </Card>
  );
};

type NameValues = Partial<Record<string, string>>;

const NamesForm = ({
  catalogue,
  merchantCode,
  row,
  defaultLanguage,
  onDone,
}: {
  catalogue: NamedCatalogue;
  merchantCode: string;
  row: StaffCatalogueName;
  defaultLanguage: string;
  onDone: () => void;
}) => {
  const { t } = useLingui();
  const save = useSaveCatalogueNames(catalogue);
  const initialValues = useMemo<NameValues>(() => ({ ...row.names }), [row]);
  // The brand's default language first: most of its readers see that name.
  const languages = [defaultLanguage, ...LANGUAGES.filter((code) => code !== defaultLanguage)];
  return (
    <FinalForm<NameValues>
      initialValues={initialValues}
      onSubmit={(values) =>
        save.mutate(
          {
            merchantCode,
            id: row.id,
            names: Object.fromEntries(LANGUAGES.map((code) => [code, (values[code] ?? '').trim()])),
          },
          { onSuccess: onDone },
        )
      }
      render={({ handleSubmit }) => (
        <FormStack gap="sm" noValidate onSubmit={handleSubmit} aria-label={t`Names of ${row.name}`}>
          <p>
            <Trans>A language left empty shows the catalogue name, {row.name}.</Trans>
          </p>
          <Grid minColumnWidth={192} gap="xs">
            {languages.map((code) => (
              <FormTextField
                key={code}
                name={code}
                label={code === defaultLanguage ? t`${code} (default language)` : code}
                placeholder={row.name}
                validate={(value?: string) =>
                  (value ?? '').trim().length > CATALOGUE_NAME_MAX
                    ? t`At most ${CATALOGUE_NAME_MAX} characters.`
                    : undefined
                }
              />
            ))}
          </Grid>
          <SaveOrCancel error={save.error} saving={save.isPending} onCancel={onDone}>
            <Trans>Save names</Trans>
          </SaveOrCancel>
        </FormStack>
      )}
    />
  );
};
