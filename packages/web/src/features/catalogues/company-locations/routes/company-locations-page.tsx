// /companylocations (permission 7, 'Sucursales'): the branches catalogue (docs/product/catalogues.md#branches; 15
// rows a page). Deactivating a branch first asks the server whether active records use it, and then warns instead of
// the usual question.
import type { GridColDef } from '@mui/x-data-grid';
import { catalogueMessages, type CompanyLocation } from '@tms/contracts';
import { CatalogueScreen, type CatalogueDetailProps } from '@/components/catalogue-kit/components/catalogue-screen';
import { CatalogueRecordDetail, generalDataTab } from '@/components/catalogue-kit/components/catalogue-record-detail';
import { byCode, whileActive, type CatalogueDeletion } from '@/components/catalogue-kit/components/catalogue-delete-dialog';
import { useDeleteCompanyLocation } from '../api/delete-company-location';
import { useCompanyLocation } from '../api/get-company-location';
import { getCompanyLocationEditValidity } from '../api/get-company-location-edit-validity';
import { useCompanyLocationList } from '../api/get-company-locations';
import { DEFAULT_CALENDAR_LABEL } from '../components/calendar-field';
import { CompanyLocationForm } from '../components/company-location-form';

const PAGE_SIZE = 15;

/** A column read from the branch's address, which a branch may lack. */
const addressColumn = (field: 'stateName' | 'cityName', headerName: string): GridColDef<CompanyLocation> => ({
  field,
  headerName,
  flex: 1,
  minWidth: 140,
  valueGetter: (_value, location) => location.address?.[field],
});

const columns: GridColDef<CompanyLocation>[] = [
  { field: 'code', headerName: 'Código', flex: 1, minWidth: 170 },
  { field: 'detail', headerName: 'Descripción', flex: 1.3, minWidth: 190 },
  { field: 'ownerName', headerName: 'Responsable', flex: 1, minWidth: 160 },
  addressColumn('stateName', 'Estado'),
  addressColumn('cityName', 'Municipio'),
  {
    field: 'calendarCode',
    headerName: 'Horario',
    flex: 1,
    minWidth: 150,
    valueGetter: (_value, location) => location.calendarCode ?? DEFAULT_CALENDAR_LABEL,
  },
  { field: 'isActive', headerName: 'Activo', type: 'boolean', width: 90 },
];

const askBeforeDeactivating = async (location: CompanyLocation) => {
  const { result } = await getCompanyLocationEditValidity(location.id);
  return result ? catalogueMessages.confirmDelete(location.code) : catalogueMessages.branchHasActiveRecords(location.code);
};

function CompanyLocationDetail({ id, onSaved, onBack }: CatalogueDetailProps) {
  const query = useCompanyLocation(id);
  return (
    <CatalogueRecordDetail
      id={id}
      query={query}
      onBack={onBack}
      title={(location) => (location ? `Sucursal: ${location.code}` : 'Nueva sucursal')}
      tabs={(location) => [
        generalDataTab((active) => <CompanyLocationForm location={location} active={active} onSaved={onSaved} />),
      ]}
    />
  );
}

export function CompanyLocationsPage() {
  const locations = useCompanyLocationList();
  const remove = useDeleteCompanyLocation();
  const deletion: CatalogueDeletion<CompanyLocation> = {
    itemName: byCode,
    remove: remove.mutateAsync,
    canDelete: whileActive,
    question: askBeforeDeactivating,
  };
  return (
    <CatalogueScreen
      title="Sucursales"
      addLabel="Agregar sucursal"
      rows={locations.data}
      loading={locations.isFetching}
      columns={columns}
      pageSize={PAGE_SIZE}
      deletion={deletion}
      renderDetail={(props) => <CompanyLocationDetail {...props} />}
    />
  );
}
