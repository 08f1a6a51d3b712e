import type { NavEntry } from '@dz/shared';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BarChartIcon from '@mui/icons-material/BarChart';
import EuroIcon from '@mui/icons-material/Euro';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import GroupsIcon from '@mui/icons-material/Groups';
import HistoryIcon from '@mui/icons-material/History';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import SettingsIcon from '@mui/icons-material/Settings';
import type { ReactNode } from 'react';

/** Where each side bar entry goes and its icon; the label is `nav.<entry>`. */
export const navItems: Record<NavEntry, { path: string; icon: ReactNode }> = {
  loads: { path: '/loads', icon: <FlightTakeoffIcon /> },
  members: { path: '/members', icon: <GroupsIcon /> },
  users: { path: '/users', icon: <ManageAccountsIcon /> },
  club: { path: '/club', icon: <SettingsIcon /> },
  audit: { path: '/audit', icon: <HistoryIcon /> },
  payments: { path: '/payments', icon: <EuroIcon /> },
  waivers: { path: '/waivers', icon: <AssignmentIcon /> },
  stats: { path: '/stats', icon: <BarChartIcon /> },
};
