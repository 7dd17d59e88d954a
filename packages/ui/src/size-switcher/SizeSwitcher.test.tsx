import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { Button } from '../button/Button';
import { createTestI18n } from '../test-support/renderWithTheme';
import { ThemeProvider, type ThemeProviderProps } from '../theme/ThemeProvider';
import { getToasts, toast } from '../toast/toastStore';
import { SizeSwitcher } from './SizeSwitcher';

function renderSwitcher(providerProps: ThemeProviderProps = {}, language = 'zh') {
  const onChange = vi.fn();
  const view = render(
    <I18nextProvider i18n={createTestI18n(language)}>
      <ThemeProvider {...providerProps}>
        <SizeSwitcher onChange={onChange} />
        <Button>保存</Button>
      </ThemeProvider>
    </I18nextProvider>,
  );
  return { ...view, onChange };
}

const messages = () => getToasts().map((item) => `${item.kind}: ${item.message}`);

describe('SizeSwitcher', () => {
  afterEach(() => act(() => toast.clear()));

  it('switches every control to the chosen size and toasts success', async () => {
    const { container, onChange } = renderSwitcher();
    expect(screen.getByRole('button', { name: '保存' })).toHaveAttribute('data-size', 'mini');
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: '切换尺寸, 迷你' }));
    expect(screen.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual([
      '中等',
      '小型',
      '迷你',
    ]);
    await expectNoAxeViolations(document.body);
    await userEvent.click(screen.getByRole('menuitemradio', { name: '中等' }));
    expect(screen.getByRole('button', { name: '保存' })).toHaveAttribute('data-size', 'medium');
    expect(onChange).toHaveBeenCalledWith('medium');
    expect(messages()).toEqual(['success: 切换尺寸成功']);
  });

  it('works from the keyboard, in English', async () => {
    renderSwitcher({}, 'en');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    // The menu opens on the current size (Mini); one up is Small.
    expect(screen.getByRole('menuitemradio', { name: 'Mini' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByRole('button', { name: 'Switch size, Small' })).toBeInTheDocument();
    expect(messages()).toEqual(['success: Switch Size Success']);
  });

  it('follows a controlled size and reports the wish through onSettingsChange', async () => {
    const onSettingsChange = vi.fn();
    renderSwitcher({ size: 'small', onSettingsChange }, 'es');
    expect(screen.getByRole('button', { name: 'Cambiar tamaño, Pequeño' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar tamaño, Pequeño' }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Mini' }));
    expect(onSettingsChange).toHaveBeenCalledWith({ primaryColor: '#409EFF', size: 'mini' });
    // Controlled: stays small until the app passes the new size.
    expect(screen.getByRole('button', { name: '保存' })).toHaveAttribute('data-size', 'small');
    expect(messages()).toEqual(['success: Tamaño cambiado correctamente']);
  });

  it('toasts the failure when the app cannot keep the setting', async () => {
    renderSwitcher({
      onSettingsChange: () => {
        throw new Error('cookies blocked');
      },
    });
    await userEvent.click(screen.getByRole('button', { name: '切换尺寸, 迷你' }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: '小型' }));
    expect(screen.getByRole('button', { name: '保存' })).toHaveAttribute('data-size', 'mini');
    expect(messages()).toEqual(['error: 主题更新失败']);
  });
});
