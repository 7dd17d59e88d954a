import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useTheme } from 'styled-components';
import { contrastRatio } from './color';
import { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
import { defaultTheme } from './theme';
import { useThemeSettings, type ThemeSettingsApi } from './themeSettings';

let api: ThemeSettingsApi | undefined;

function Probe() {
  const settings = useThemeSettings();
  useEffect(() => {
    api = settings;
  });
  const theme = useTheme();
  return (
    <output aria-label="theme">
      {[theme.colors.primary, theme.colors.primaryStrong, theme.defaultSize].join(' ')}
    </output>
  );
}

const shown = () => screen.getByLabelText('theme').textContent.split(' ');

function renderProvider(props: ThemeProviderProps = {}) {
  return render(
    <ThemeProvider {...props}>
      <Probe />
    </ThemeProvider>,
  );
}

describe('ThemeProvider settings', () => {
  it('starts from the default theme', () => {
    renderProvider();
    expect(shown()).toEqual(['#409EFF', defaultTheme.colors.primaryStrong, 'mini']);
    expect(api).toMatchObject({ primaryColor: '#409EFF', size: 'mini' });
  });

  it('starts from saved settings and derives an AA theme from the colour', () => {
    renderProvider({ defaultPrimaryColor: '#faad14', defaultSize: 'small' });
    const [primary, strong, size] = shown();
    expect(primary).toBe('#faad14');
    expect(contrastRatio(strong!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(size).toBe('small');
  });

  it('applies new settings when uncontrolled, reporting them first', () => {
    const onSettingsChange = vi.fn();
    renderProvider({ onSettingsChange });
    act(() => {
      expect(api!.setPrimaryColor('#F5222D')).toBe('#f5222d');
    });
    expect(onSettingsChange).toHaveBeenLastCalledWith({ primaryColor: '#f5222d', size: 'mini' });
    expect(shown()[0]).toBe('#f5222d');
    act(() => api!.setSize('medium'));
    expect(onSettingsChange).toHaveBeenLastCalledWith({ primaryColor: '#f5222d', size: 'medium' });
    expect(shown()[2]).toBe('medium');
  });

  it('rejects an invalid colour and keeps the theme', () => {
    const onSettingsChange = vi.fn();
    renderProvider({ onSettingsChange });
    expect(() => api!.setPrimaryColor('rgb(1,2,3)')).toThrow('Not a theme colour');
    expect(onSettingsChange).not.toHaveBeenCalled();
    expect(shown()[0]).toBe('#409EFF');
  });

  it('keeps the theme when the app fails to save the change', () => {
    renderProvider({
      onSettingsChange: () => {
        throw new Error('storage full');
      },
    });
    expect(() => api!.setPrimaryColor('#304156')).toThrow('storage full');
    expect(shown()[0]).toBe('#409EFF');
  });

  it('follows controlled settings only', () => {
    const onSettingsChange = vi.fn();
    const { rerender } = renderProvider({
      primaryColor: '#13c2c2',
      size: 'small',
      onSettingsChange,
    });
    act(() => void api!.setPrimaryColor('#304156'));
    expect(shown()[0]).toBe('#13c2c2');
    rerender(
      <ThemeProvider primaryColor="#304156" size="small" onSettingsChange={onSettingsChange}>
        <Probe />
      </ThemeProvider>,
    );
    expect(shown()).toEqual(['#304156', '#304156', 'small']);
  });

  it('outside a provider, the setters say what is missing', () => {
    function SettingsOnly() {
      const settings = useThemeSettings();
      useEffect(() => {
        api = settings;
      });
      return null;
    }
    render(<SettingsOnly />);
    expect(() => api!.setSize('small')).toThrow('needs a <ThemeProvider>');
  });
});
