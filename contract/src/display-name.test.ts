import { describe, expect, it } from 'vitest';
import { isReservedDisplayName, reservedDisplayNamePart, reservedDisplayNameReason } from './display-name';
import { ProfileInput, UpsertUserBody } from './user';

describe('reserved display names', () => {
  it.each([
    'Voltforge Official ✔',
    'voltforge',
    'VOLTFORGE TOOLS',
    'Volt-forge',
    'V o l t f o r g e',
    'Ｖｏｌｔｆｏｒｇｅ',
    '𝐕𝐨𝐥𝐭𝐟𝐨𝐫𝐠𝐞 fan',
    'The Official Store',
    'Оfficial', // Cyrillic О
    'ofﬁcial', // the fi ligature
    'Site Admin',
    'ADMINISTRATOR',
    'Âdmin',
    'ad\u200Bmin', // a zero-width space inside
    'Staff',
    'Ｓｔａｆｆ member',
    'Rahim ✓',
    'Rahim ✅',
    'Rahim ☑',
    'Rahim ✔️',
  ])('refuses %j', (name) => expect(isReservedDisplayName(name)).toBe(true));

  it.each(['Shirin Sultana', 'Ahmad Minhaz', 'Mustaf Faruk', 'Volta Forgeron', 'অমিত হাসান', 'José Núñez', 'Customer'])('takes %j', (name) =>
    expect(reservedDisplayNameReason(name)).toBeUndefined(),
  );

  it('names what is refused, for a form to say in its own language', () => {
    expect(reservedDisplayNamePart('Rahim ✔')).toEqual({ checkMark: true });
    expect(reservedDisplayNamePart('V o l t f o r g e')).toEqual({ word: 'Voltforge' });
    expect(reservedDisplayNamePart('Site Admin')).toEqual({ word: 'admin' });
    expect(reservedDisplayNamePart('Shirin Sultana')).toBeUndefined();
  });

  it('the profile form and PUT /api/user name the field and say why', () => {
    const form = ProfileInput.safeParse({ displayName: 'Voltforge Official ✔' });
    expect(form.success).toBe(false);
    expect(form.error?.issues).toEqual([expect.objectContaining({ path: ['displayName'], message: 'Name must not contain a check mark' })]);
    const body = UpsertUserBody.safeParse({ displayName: 'Voltforge Support' });
    expect(body.error?.issues).toEqual([expect.objectContaining({ path: ['displayName'], message: 'displayName must not contain "Voltforge"' })]);
    expect(UpsertUserBody.safeParse({ displayName: 'Shirin Sultana' }).success).toBe(true);
  });
});
