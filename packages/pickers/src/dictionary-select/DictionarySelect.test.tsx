import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../../../ui/src/test-support/renderWithTheme';
import { DictionarySelect, type DictionaryEntry } from './DictionarySelect';
import { dictionaries, loadDictionary } from './fixtures';

const trigger = () => screen.getByRole('button', { name: /工程类别/ });

describe('DictionarySelect', () => {
  it('given no code, explains that no dictionary code is configured and is disabled', async () => {
    const loadOptions = vi.fn(loadDictionary);
    const { container } = renderWithTheme(
      <DictionarySelect label="工程类别" loadOptions={loadOptions} />,
    );
    expect(screen.getByText('你没有配置字典编码!')).toBeInTheDocument();
    expect(trigger()).toBeDisabled();
    expect(loadOptions).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it.each([
    ['en', 'No dictionary code is configured!'],
    ['es', '¡No hay ningún código de diccionario configurado!'],
  ])('given no code in %s, shows the translated message', (language, message) => {
    renderWithTheme(<DictionarySelect label="工程类别" loadOptions={loadDictionary} />, language);
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('given a code, loads the dictionary once and selects an option (uncontrolled)', async () => {
    const loadOptions = vi.fn(loadDictionary);
    const onChange = vi.fn();
    const { container } = renderWithTheme(
      <DictionarySelect
        label="工程类别"
        code="projectKind"
        loadOptions={loadOptions}
        onChange={onChange}
      />,
    );
    await waitFor(() => expect(trigger()).toHaveTextContent('请选择'));
    await expectNoAxeViolations(container);
    await userEvent.click(trigger());
    const listbox = await screen.findByRole('listbox');
    expect(screen.getAllByRole('option')).toHaveLength(4);
    expect(screen.getByRole('option', { name: '水利工程' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expectNoAxeViolations(listbox);
    await userEvent.click(screen.getByRole('option', { name: '市政工程' }));
    expect(onChange).toHaveBeenCalledWith('02', { name: '市政工程', code: '02' });
    expect(trigger()).toHaveTextContent('市政工程');
    expect(loadOptions).toHaveBeenCalledTimes(1);
    expect(loadOptions).toHaveBeenCalledWith('projectKind');
  });

  it('given a controlled value, shows the owner’s option', async () => {
    renderWithTheme(
      <DictionarySelect
        label="工程类别"
        code="projectKind"
        loadOptions={loadDictionary}
        value="03"
      />,
    );
    await waitFor(() => expect(trigger()).toHaveTextContent('公路工程'));
  });

  it('given multiple, joins the selected values with commas', async () => {
    const changes: string[] = [];
    const entries: DictionaryEntry[] = [];
    function Regions() {
      const [value, setValue] = useState('BJ');
      return (
        <DictionarySelect
          label="工程类别"
          code="region"
          multiple
          loadOptions={loadDictionary}
          value={value}
          onChange={(next, entry) => {
            changes.push(next);
            entries.push(entry);
            setValue(next);
          }}
        />
      );
    }
    renderWithTheme(<Regions />);
    await waitFor(() => expect(trigger()).toHaveTextContent('北京'));
    await userEvent.click(trigger());
    await userEvent.click(await screen.findByRole('option', { name: '广东' }));
    expect(changes.at(-1)).toBe('BJ,GD');
    expect(entries.at(-1)).toEqual({ name: '北京,广东', code: 'BJ,GD' });
  });

  it('when loading fails, says so and marks the field invalid', async () => {
    renderWithTheme(
      <DictionarySelect
        label="工程类别"
        code="projectKind"
        loadOptions={() => Promise.reject(new Error('500'))}
      />,
    );
    expect(await screen.findByText('字典加载失败')).toBeInTheDocument();
  });

  it('when the code changes, loads the new dictionary', async () => {
    const loadOptions = vi.fn(loadDictionary);
    const { rerender } = renderWithTheme(
      <DictionarySelect label="工程类别" code="projectKind" loadOptions={loadOptions} />,
    );
    await waitFor(() => expect(loadOptions).toHaveBeenCalledTimes(1));
    rerender(<DictionarySelect label="工程类别" code="region" loadOptions={loadOptions} />);
    await waitFor(() => expect(loadOptions).toHaveBeenLastCalledWith('region'));
    expect(dictionaries.region).toHaveLength(3);
  });
});
