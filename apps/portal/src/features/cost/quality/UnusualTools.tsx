import { Button } from '@ccms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, Toolbar } from '../../admin/shared/AdminLayout.styles';
import { LogicalPanel } from './LogicalPanel';
import { UnusualPanel } from './UnusualPanel';

type Tool = 'unusual' | 'logical';

/**
 * The quality tool's 异常数据分析 and 逻辑检查 (spec 001 §7 unusualAnalyze and the logical checks):
 * two toggle buttons, each opening its panel; nothing loads until one is opened.
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
      </Toolbar>
      {open === 'unusual' ? <UnusualPanel projectId={projectId} /> : null}
      {open === 'logical' ? <LogicalPanel projectId={projectId} canCheck={canCheck} /> : null}
    </Panel>
  );
}
