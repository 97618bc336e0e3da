// One icon per menu entry (each screen and group of the screens table), by permission id.
import type SvgIcon from '@mui/material/SvgIcon';
import AddCircleOutlinedIcon from '@mui/icons-material/AddCircleOutlined';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import BusinessIcon from '@mui/icons-material/Business';
import CategoryIcon from '@mui/icons-material/Category';
import ChecklistIcon from '@mui/icons-material/Checklist';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import DashboardIcon from '@mui/icons-material/Dashboard';
import GroupsIcon from '@mui/icons-material/Groups';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import InboxIcon from '@mui/icons-material/Inbox';
import KeyIcon from '@mui/icons-material/Key';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import ManageHistoryIcon from '@mui/icons-material/ManageHistory';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import QuickreplyIcon from '@mui/icons-material/Quickreply';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PeopleIcon from '@mui/icons-material/People';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SearchIcon from '@mui/icons-material/Search';
import SendIcon from '@mui/icons-material/Send';
import StoreIcon from '@mui/icons-material/Store';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Permission, type MenuGroup, type ScreenPermissionId } from '@tms/contracts';

type MenuIcon = typeof SvgIcon;
type MenuEntryId = ScreenPermissionId | MenuGroup['permissionId'];

/** A screen or group without an icon fails type-checking. */
const icons: Record<MenuEntryId, MenuIcon> = {
  [Permission.Dashboard]: DashboardIcon,
  [Permission.Tickets]: ConfirmationNumberIcon,
  [Permission.Administration]: AdminPanelSettingsIcon,
  [Permission.CreateTicket]: AddCircleOutlinedIcon,
  [Permission.SearchTickets]: SearchIcon,
  [Permission.ReceivedTickets]: InboxIcon,
  [Permission.SentTickets]: SendIcon,
  [Permission.SubscribedTickets]: NotificationsActiveIcon,
  [Permission.AssignedTicketsReport]: AssessmentIcon,
  [Permission.AttachmentConfig]: AttachFileIcon,
  [Permission.CompanyLocations]: StoreIcon,
  [Permission.Categories]: CategoryIcon,
  [Permission.SubCategories]: AccountTreeIcon,
  [Permission.Users]: PeopleIcon,
  [Permission.UserGroups]: GroupsIcon,
  [Permission.Roles]: VerifiedUserIcon,
  [Permission.Permissions]: KeyIcon,
  [Permission.TaskTypes]: TaskAltIcon,
  [Permission.TaskConfiguration]: ChecklistIcon,
  [Permission.Departments]: BusinessIcon,
  [Permission.Calendars]: ScheduleIcon,
  [Permission.Mailboxes]: MarkEmailUnreadIcon,
  [Permission.CannedResponses]: QuickreplyIcon,
  [Permission.Automations]: AutoFixHighIcon,
  [Permission.Indicators]: TrendingUpIcon,
  [Permission.KnowledgeBase]: MenuBookIcon,
  [Permission.AuditLog]: ManageHistoryIcon,
};

/** The entry's icon, small, as the menu shows it. */
export function MenuEntryIcon({ id }: { id: MenuEntryId }) {
  const Icon = icons[id];
  return <Icon fontSize="small" />;
}
