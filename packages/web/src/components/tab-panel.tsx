// The content of one tab. Panels stay mounted while hidden, so their state (an upload in progress, an editor's
// undo history) survives switching tabs.
import type { ReactNode } from 'react';
import { Box } from '@mui/material';

export const tabId = (prefix: string, index: number) => `${prefix}-tab-${index}`;
export const tabPanelId = (prefix: string, index: number) => `${prefix}-panel-${index}`;

interface TabPanelProps {
  prefix: string;
  index: number;
  value: number;
  children: ReactNode;
}

export function TabPanel({ prefix, index, value, children }: TabPanelProps) {
  return (
    <Box role="tabpanel" hidden={value !== index} id={tabPanelId(prefix, index)} aria-labelledby={tabId(prefix, index)}>
      {children}
    </Box>
  );
}
