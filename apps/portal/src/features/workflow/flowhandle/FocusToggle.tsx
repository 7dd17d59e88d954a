import type { WfProcess } from '@ccms/api-client';
import { Button, toast } from '@ccms/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSetFocus } from '../workflowQueries';

const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/**
 * 关注 / 取消关注 on a flow page: follows the flow into 我的关注 (/main-page/my-focus-all), or
 * stops following it. Every workflow view is refreshed after, so the label follows the server.
 */
export function FocusToggle({ process }: { process: WfProcess }) {
  const { t } = useTranslation();
  const setFocus = useSetFocus();
  const focused = process.focused;
  const press = () =>
    setFocus.mutate(
      { instanceId: process.instance.id, focus: !focused },
      {
        onSuccess: () =>
          toast.success(t(focused ? 'workflow.focus.unfocused' : 'workflow.focus.focused')),
      },
    );
  return (
    <Bar>
      <Button
        variant={focused ? 'default' : 'primary'}
        isPending={setFocus.isPending}
        onPress={press}
      >
        {t(focused ? 'workflow.focus.unfocus' : 'workflow.focus.focus')}
      </Button>
    </Bar>
  );
}
