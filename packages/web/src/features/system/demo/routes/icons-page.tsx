// /icons: template demo of the icon set the app uses (Material Icons).
import { Box, Card, CardContent, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import PeopleIcon from '@mui/icons-material/People';
import SearchIcon from '@mui/icons-material/Search';
import SettingsIcon from '@mui/icons-material/Settings';
import StoreIcon from '@mui/icons-material/Store';
import { PageHeader } from '@/components/page-header';

const samples = [
  { Icon: DashboardIcon, name: 'Dashboard' },
  { Icon: ConfirmationNumberIcon, name: 'Ticket' },
  { Icon: SearchIcon, name: 'Buscar' },
  { Icon: NotificationsNoneIcon, name: 'Notificaciones' },
  { Icon: PeopleIcon, name: 'Usuarios' },
  { Icon: StoreIcon, name: 'Sucursal' },
  { Icon: AttachFileIcon, name: 'Adjunto' },
  { Icon: EditIcon, name: 'Editar' },
  { Icon: DeleteIcon, name: 'Eliminar' },
  { Icon: SettingsIcon, name: 'Configuración' },
];

export function IconsPage() {
  return (
    <>
      <PageHeader title="Iconos" subtitle="Material Icons de MUI." />
      <Card>
        <CardContent sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 2 }}>
          {samples.map(({ Icon, name }) => (
            <Box key={name} sx={{ display: 'grid', placeItems: 'center', gap: 1, p: 2, borderRadius: 1, bgcolor: 'grey.50' }}>
              <Icon color="primary" fontSize="large" />
              <Typography variant="body2">{name}</Typography>
            </Box>
          ))}
        </CardContent>
      </Card>
    </>
  );
}
