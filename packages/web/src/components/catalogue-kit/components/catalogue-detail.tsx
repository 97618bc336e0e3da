// The detail panel of a catalogue record (docs/product/catalogues.md#catalogue-screens-in-common): a back button, the
// title and the record's tabs, the first being its general data. Panels stay mounted while hidden, so unsaved edits
// survive switching tabs; each is told whether it is on screen, since Ctrl+S saves only the visible form.
import { useId, useState, type ReactNode } from 'react';
import { Card, Tab, Tabs } from '@mui/material';
import { TabPanel, tabId, tabPanelId } from '@/components/tab-panel';
import { CatalogueHeader, type CatalogueLevel } from './catalogue-header';

export interface CatalogueTab {
  label: string;
  /** Shown but not selectable (a sub-category's tabs until its first save). */
  disabled?: boolean;
  render: (active: boolean) => ReactNode;
}

interface CatalogueDetailProps {
  title?: string;
  level?: CatalogueLevel;
  onBack: () => void;
  tabs: CatalogueTab[];
  /** Whether the panel itself is on screen (an embedded detail inside a hidden tab is not). */
  active?: boolean;
}

export function CatalogueDetail({ title, level = 'page', onBack, tabs, active = true }: CatalogueDetailProps) {
  const [selected, setSelected] = useState(0);
  const prefix = useId();
  const current = Math.min(selected, tabs.length - 1);
  return (
    <>
      <CatalogueHeader title={title} level={level} onBack={onBack} />
      <Card variant={level === 'page' ? 'elevation' : 'outlined'}>
        <Tabs
          value={current}
          onChange={(_event, next: number) => setSelected(next)}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        >
          {tabs.map((tab, index) => (
            <Tab
              key={tab.label}
              label={tab.label}
              disabled={tab.disabled}
              id={tabId(prefix, index)}
              aria-controls={tabPanelId(prefix, index)}
            />
          ))}
        </Tabs>
        {tabs.map((tab, index) => (
          <TabPanel key={tab.label} prefix={prefix} index={index} value={current}>
            {tab.render(active && index === current)}
          </TabPanel>
        ))}
      </Card>
    </>
  );
}
