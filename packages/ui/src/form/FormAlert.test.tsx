import { screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { FormAlert } from './FormAlert';

describe('FormAlert', () => {
  it('announces what it is given as an alert', async () => {
    const { container } = renderWithTheme(
      <form aria-label="收费节点">
        <FormAlert id="refusal">比例之和须为 100%</FormAlert>
      </form>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('比例之和须为 100%');
    expect(alert).toHaveAttribute('id', 'refusal');
    await expectNoAxeViolations(container);
  });

  it.each([null, undefined, false, ''])('renders nothing for %s', (value) => {
    const { container } = renderWithTheme(<FormAlert>{value}</FormAlert>);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });
});
