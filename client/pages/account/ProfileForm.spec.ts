import { profileChanges, profileProblem } from './ProfileForm';

describe('the profile form', () => {
  it('sends an emptied username as null, so that the API removes it', () => {
    expect(profileChanges('Asha', '')).toEqual({ name: 'Asha', username: null });
    expect(profileChanges(' Asha ', '   ')).toEqual({ name: 'Asha', username: null });
    expect(profileChanges('Asha', ' asha_d ')).toEqual({ name: 'Asha', username: 'asha_d' });
  });

  it('stops an empty name or a malformed username before sending, naming the field', () => {
    expect(profileProblem('  ', 'asha_d')).toEqual({
      message: 'Please enter your name',
      fields: { name: 'Please enter your name' },
    });
    const rule = 'Username must be 3-20 characters: letters, digits or _';
    for (const username of ['ab', 'a'.repeat(21), 'bad name', 'x-y']) {
      expect(profileProblem('Asha', username)).toEqual({
        message: rule,
        fields: { username: rule },
      });
    }
    expect(profileProblem('Asha', '')).toBeNull();
    expect(profileProblem('Asha', ' asha_d ')).toBeNull();
  });
});
