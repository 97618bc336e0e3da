// The detail panel of a catalogue record (docs/product/catalogues.md#catalogue-screens-in-common): a back button, the
// title and the record's tabs, the first being its general data. Panels stay mounted while hidden, so unsaved edits
// survive switching tabs; each is told whether it is on screen, since Ctrl+S saves only the visible form. A record
// opened inside one of the tabs (a sub-category inside its category) takes the whole screen: this detail's header and
// tab strip step aside (`bare`) while its panel, which holds the inner record, stays mounted.
import { useId, useState, type ReactNode } from 'react';
import { Card, Tab, Tabs } from '@mui/material';
import { TabPanel, tabId, tabPanelId } from '@/components/tab-panel';
import { CatalogueHeader, type CatalogueCrumb, type CatalogueLevel } from './catalogue-header';

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
  /** The way back as a breadcrumb instead of the back button. */
  trail?: CatalogueCrumb[];
  /** A record opened inside the current tab has the screen: no header, no tab strip, no card of this detail's own. */
  bare?: boolean;
  tabs: CatalogueTab[];
  /** Whether the panel itself is on screen (an embedded detail inside a hidden tab is not). */
  active?: boolean;
}

export function CatalogueDetail({
  title,
  level = 'page',
  onBack,
  trail,
  bare = false,
  tabs,
  active = true,
}: CatalogueDetailProps) {
  const [selected, setSelected] = useState(0);
  const prefix = useId();
  const current = Math.min(selected, tabs.length - 1);
  // The same elements either way, restyled: the inner record must not remount when this detail steps aside.
  return (
    <>
      {!bare && <CatalogueHeader title={title} level={level} onBack={onBack} trail={trail} />}
      <Card
        variant={level === 'page' ? 'elevation' : 'outlined'}
        sx={bare ? { bgcolor: 'transparent', boxShadow: 'none', border: 0, overflow: 'visible' } : undefined}
      >
        <Tabs
          value={current}
          onChange={(_event, next: number) => setSelected(next)}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1, ...(bare && { display: 'none' }) }}
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
