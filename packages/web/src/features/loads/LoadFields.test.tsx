import { TEXT_SHORT_MAX, updateLoadBody } from '@dz/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../app/i18n';
import { renderWithTheme } from '../../test/render';
import { LoadTextField } from './LoadTextField';
import { flightTimeCheck, LoadTimeField } from './LoadTimeField';

function landField(load: { takeoff: string | null; land: string | null }) {
  const onSave = vi.fn();
  renderWithTheme(
    <LoadTimeField label="Landed" value={load.land} check={flightTimeCheck(load, 'land')} onSave={onSave} />,
  );
  return { field: screen.getByRole('textbox', { name: 'Landed' }), onSave };
}

describe('LoadTimeField', () => {
  it('refuses a landing before the takeoff with "Invalid time" at the field, keeping what was typed', async () => {
    const { field, onSave } = landField({ takeoff: '13:00', land: null });
    await userEvent.type(field, '1258');
    await userEvent.tab();
    expect(field).toHaveAccessibleDescription('Invalid time');
    expect(field).toHaveValue('1258');
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, '13.25{Enter}');
    expect(onSave).toHaveBeenCalledWith('13:25');
    expect(field).not.toHaveAccessibleDescription('Invalid time');
  });

  it('reads a landing after midnight as a night load’s', async () => {
    const { field, onSave } = landField({ takeoff: '23:10', land: null });
    await userEvent.type(field, '0025{Enter}');
    expect(onSave).toHaveBeenCalledWith('00:25');
  });

  it('refuses a takeoff moved after the landing, at the takeoff field', async () => {
    const onSave = vi.fn();
    const load = { takeoff: '12:00', land: '12:25' };
    renderWithTheme(
      <LoadTimeField
        label="Takeoff"
        value={load.takeoff}
        check={flightTimeCheck(load, 'takeoff')}
        onSave={onSave}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Takeoff' });
    await userEvent.clear(field);
    await userEvent.type(field, '1240{Enter}');
    expect(field).toHaveAccessibleDescription('Invalid time');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says it in Finnish', async () => {
    await i18n.changeLanguage('fi');
    const { field } = landField({ takeoff: '13:00', land: null });
    await userEvent.type(field, '1258{Enter}');
    expect(field).toHaveAccessibleDescription('Virheellinen aika');
  });
});

describe('LoadTextField', () => {
  function commentField(value = '') {
    const onSave = vi.fn();
    renderWithTheme(
      <LoadTextField
        label="Comment"
        value={value}
        disabled={false}
        rule={updateLoadBody.shape.comment}
        maxLength={TEXT_SHORT_MAX}
        onSave={onSave}
      />,
    );
    return { field: screen.getByRole('textbox', { name: 'Comment' }), onSave };
  }

  it('refuses a comment over the limit in place, sends nothing and loses nothing on blur', async () => {
    const { field, onSave } = commentField();
    const long = 'x'.repeat(TEXT_SHORT_MAX + 1);
    await userEvent.click(field);
    await userEvent.paste(long);
    expect(field).toHaveAccessibleDescription('Max 100 characters');
    await userEvent.tab();
    expect(onSave).not.toHaveBeenCalled();
    expect(field).toHaveValue(long);
    expect(field).toHaveAccessibleDescription('Max 100 characters');

    await userEvent.click(field);
    await userEvent.keyboard('{Backspace}');
    expect(field).toHaveAccessibleDescription(`${TEXT_SHORT_MAX}/${TEXT_SHORT_MAX}`);
    await userEvent.tab();
    expect(onSave).toHaveBeenCalledWith('x'.repeat(TEXT_SHORT_MAX));
  });

  it('says the limit in Finnish, not the field’s key', async () => {
    await i18n.changeLanguage('fi');
    const { field } = commentField();
    await userEvent.click(field);
    await userEvent.paste('y'.repeat(TEXT_SHORT_MAX + 5));
    expect(field).toHaveAccessibleDescription('Enintään 100 merkkiä');
  });

  it('saves a changed comment on Enter, and nothing when unchanged', async () => {
    const { field, onSave } = commentField('Tankkaus');
    await userEvent.click(field);
    await userEvent.keyboard('{Enter}');
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.type(field, ' ensin{Enter}');
    expect(onSave).toHaveBeenCalledWith('Tankkaus ensin');
  });
});
