import { Button } from '@ccms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, Toolbar } from '../../admin/shared/AdminLayout.styles';
import { LogicalPanel } from './LogicalPanel';
import { SupplyScalePanel } from './SupplyScalePanel';
import { UnusualPanel } from './UnusualPanel';

type Tool = 'unusual' | 'logical' | 'supply';

/**
 * The quality tool's 异常数据分析, 逻辑检查 and 甲供材比例 (spec 001 §7 unusualAnalyze, the logical
 * checks and checkSupplyScale): toggle buttons, each opening its panel; nothing loads until one is
 * opened.
 */
export function UnusualTools({ projectId, canCheck }: { projectId: string; canCheck: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Tool | null>(null);
  const toggle = (tool: Tool) => setOpen((current) => (current === tool ? null : tool));
  return (
    <Panel>
      <Toolbar role="group" aria-label={t('cost.unusual.tabs')}>
        <Button aria-pressed={open === 'unusual'} onPress={() => toggle('unusual')}>
          {t('cost.unusual.unusualTab')}
        </Button>
        <Button aria-pressed={open === 'logical'} onPress={() => toggle('logical')}>
          {t('cost.unusual.logicalTab')}
        </Button>
        <Button aria-pressed={open === 'supply'} onPress={() => toggle('supply')}>
          {t('cost.qualityExtras.supply.heading')}
        </Button>
      </Toolbar>
      {open === 'unusual' ? <UnusualPanel projectId={projectId} /> : null}
      {open === 'logical' ? <LogicalPanel projectId={projectId} canCheck={canCheck} /> : null}
      {open === 'supply' ? <SupplyScalePanel projectId={projectId} /> : null}
    </Panel>
  );
}
