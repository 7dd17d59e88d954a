import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useTheme } from 'styled-components';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { createTestI18n, renderWithTheme } from '../test-support/renderWithTheme';
import { ThemeProvider, type ThemeProviderProps } from '../theme/ThemeProvider';
import { getToasts, toast } from '../toast/toastStore';
import { ThemeColorPicker } from './ThemeColorPicker';

function StrongColor() {
  return <output aria-label="strong">{useTheme().colors.primaryStrong}</output>;
}

function renderInProvider(ui: ReactNode, providerProps: ThemeProviderProps = {}, language = 'zh') {
  return render(
    <I18nextProvider i18n={createTestI18n(language)}>
      <ThemeProvider {...providerProps}>
        {ui}
        <StrongColor />
      </ThemeProvider>
    </I18nextProvider>,
  );
}

const toastMessages = () => getToasts().map((item) => `${item.kind}: ${item.message}`);

describe('ThemeColorPicker', () => {
  afterEach(() => act(() => toast.clear()));

  it('offers every theme colour as a radio, the current one checked', async () => {
    const { container } = renderWithTheme(<ThemeColorPicker />);
    const group = screen.getByRole('radiogroup', { name: '主题色' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(10);
    expect(screen.getByRole('radio', { name: '默认蓝 #409EFF' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '造价蓝 #097fd6' })).not.toBeChecked();
    await expectNoAxeViolations(container);
  });

  it('applies a clicked colour to the theme and toasts success', async () => {
    const onChange = vi.fn();
    renderInProvider(<ThemeColorPicker onChange={onChange} />);
    const before = screen.getByLabelText('strong').textContent;
    await userEvent.click(screen.getByRole('radio', { name: '金盏黄 #faad14' }));
    expect(screen.getByRole('radio', { name: '金盏黄 #faad14' })).toBeChecked();
    expect(screen.getByLabelText('strong').textContent).not.toBe(before);
    expect(onChange).toHaveBeenCalledWith('#faad14');
    expect(toastMessages()).toEqual(['success: 换肤成功']);
  });

  it('moves and applies with the arrow keys', async () => {
    const onChange = vi.fn();
    renderInProvider(<ThemeColorPicker onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '默认蓝 #409EFF' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '造价蓝 #097fd6' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('#097fd6');
  });

  it('toasts the failure and keeps the colour when the app cannot save it', async () => {
    const onSettingsChange = vi.fn(() => {
      throw new Error('quota exceeded');
    });
    renderInProvider(<ThemeColorPicker />, { onSettingsChange }, 'en');
    await userEvent.click(screen.getByRole('radio', { name: 'Navy #304156' }));
    expect(onSettingsChange).toHaveBeenCalledWith({ primaryColor: '#304156', size: 'mini' });
    expect(screen.getByRole('radio', { name: 'Default blue #409EFF' })).toBeChecked();
    expect(toastMessages()).toEqual(['error: Failed to update theme']);
  });

  it('follows a controlled theme colour', () => {
    renderInProvider(<ThemeColorPicker />, { primaryColor: '#11a983' });
    expect(screen.getByRole('radio', { name: '翡翠绿 #11a983' })).toBeChecked();
  });

  it('applies a valid custom colour and rejects an invalid one', async () => {
    const { container } = renderInProvider(<ThemeColorPicker allowCustom />, {}, 'es');
    const input = screen.getByRole('textbox', { name: 'Color personalizado' });
    await userEvent.type(input, 'not-a-colour');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Introduzca un color como #RRGGBB')).toBeInTheDocument();
    expect(toastMessages()).toEqual(['error: No se pudo actualizar el tema']);
    await expectNoAxeViolations(container);

    await userEvent.clear(input);
    await userEvent.type(input, '#123456{Enter}');
    expect(toastMessages()).toContain('success: Tema cambiado correctamente');
    // A custom colour is none of the swatches.
    expect(
      screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([]);
    await expectNoAxeViolations(container);
  });
});
