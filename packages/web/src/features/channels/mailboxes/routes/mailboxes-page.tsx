// /mailboxes (permission 28, 'Correo entrante'): the mailboxes the server reads to turn mails into tickets and
// replies into messages (docs/product/channels.md#reading-mail), with how each signs in ('Inicio de sesión': its OAuth
// connection's state, docs/product/channels.md#oauth-sign-in), the connection test and the record of the mails read.
// Back from a provider's consent page, the outcome is said above the list.
import { Chip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { Mailbox } from '@tms/contracts';
import { cataloguePage, catalogueRecordDetail } from '@/components/catalogue-kit/components/catalogue-page';
import { byCode, whileActive } from '@/components/catalogue-kit/components/catalogue-delete-dialog';
import { generalDataTab } from '@/components/catalogue-kit/components/catalogue-record-detail';
import { activeColumn, codeColumn } from '@/components/catalogue-kit/lib/catalogue-columns';
import { useDeleteMailbox } from '../api/delete-mailbox';
import { useMailbox } from '../api/get-mailbox';
import { useMailboxes } from '../api/get-mailboxes';
import { MailboxForm } from '../components/mailbox-form';
import { MailboxMailsTable } from '../components/mailbox-mails-table';
import { OAuthOutcomeBanner } from '../components/oauth-outcome-banner';
import { signInState } from '../lib/sign-in-state';

const columns: GridColDef<Mailbox>[] = [
  codeColumn(),
  { field: 'address', headerName: 'Correo', flex: 1, minWidth: 200 },
  { field: 'host', headerName: 'Servidor', flex: 1, minWidth: 180 },
  { field: 'categoryCode', headerName: 'Categoría', flex: 1, minWidth: 160 },
  {
    field: 'authKind',
    headerName: 'Inicio de sesión',
    flex: 1,
    minWidth: 220,
    valueGetter: (_value, row) => signInState(row).label,
    renderCell: ({ row, value }) => <Chip size="small" label={value} color={signInState(row).color} />,
  },
  activeColumn(),
];

const MailboxDetail = catalogueRecordDetail({
  useRecord: useMailbox,
  title: (mailbox) => (mailbox ? `Buzón: ${mailbox.code}` : 'Nuevo buzón'),
  tabs: (mailbox, onSaved) => [
    generalDataTab((active) => <MailboxForm mailbox={mailbox} active={active} onSaved={onSaved} />),
    ...(mailbox ? [{ label: 'Correos leídos', render: () => <MailboxMailsTable mailboxId={mailbox.id} /> }] : []),
  ],
});

const MailboxesCatalogue = cataloguePage({
  title: 'Correo entrante',
  addLabel: 'Agregar buzón',
  columns,
  pageSize: 10,
  useRows: useMailboxes,
  useRemove: useDeleteMailbox,
  deletion: { itemName: byCode, canDelete: whileActive },
  Detail: MailboxDetail,
});

export function MailboxesPage() {
  return (
    <>
      <OAuthOutcomeBanner />
      <MailboxesCatalogue />
    </>
  );
}
