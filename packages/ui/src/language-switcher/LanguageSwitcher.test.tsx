import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { createTestI18n } from '../test-support/renderWithTheme';
import { ThemeProvider } from '../theme/ThemeProvider';
import { getToasts, toast } from '../toast/toastStore';
import { LanguageSwitcher } from './LanguageSwitcher';

function renderSwitcher(language = 'zh', onChange = vi.fn()) {
  const i18n = createTestI18n(language);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>
        <LanguageSwitcher onChange={onChange} />
      </ThemeProvider>
    </I18nextProvider>,
  );
  return { ...view, i18n, onChange };
}

describe('LanguageSwitcher', () => {
  afterEach(() => act(() => toast.clear()));

  it('shows the current language and lists each language in its own name', async () => {
    const { container } = renderSwitcher();
    const trigger = screen.getByRole('button', { name: '切换语言, 中文' });
    await expectNoAxeViolations(container);
    await userEvent.click(trigger);
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['中文', 'English', 'Español']);
    expect(screen.getByRole('menuitemradio', { name: '中文' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByText('English')).toHaveAttribute('lang', 'en');
    await expectNoAxeViolations(document.body);
  });

  it('switches i18next and toasts in the chosen language', async () => {
    const { i18n, onChange } = renderSwitcher();
    await userEvent.click(screen.getByRole('button', { name: '切换语言, 中文' }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'English' }));
    expect(i18n.language).toBe('en');
    expect(onChange).toHaveBeenCalledWith('en');
    expect(getToasts().map((item) => item.message)).toEqual(['Switch Language Success']);
    expect(
      await screen.findByRole('button', { name: 'Switch language, English' }),
    ).toBeInTheDocument();
  });

  it('works from the keyboard and says the success in Spanish', async () => {
    const { i18n } = renderSwitcher('en');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    // The menu opens on the current language (English); one down is Español.
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(i18n.language).toBe('es');
    expect(getToasts().map((item) => item.message)).toEqual(['Idioma cambiado correctamente']);
    expect(
      await screen.findByRole('button', { name: 'Cambiar idioma, Español' }),
    ).toBeInTheDocument();
  });

  it('does nothing when the current language is chosen again', async () => {
    const { onChange } = renderSwitcher();
    await userEvent.click(screen.getByRole('button', { name: '切换语言, 中文' }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: '中文' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(getToasts()).toEqual([]);
  });
});
