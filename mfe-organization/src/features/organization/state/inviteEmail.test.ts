import type { Invitation } from 'shared-core';
import { sampleGroups } from '../testing/sampleTree';
import { inviteEmailProblem } from './inviteEmail';

const pending: Invitation = {
  id: 1,
  email: 'pending@example.com',
  group: { id: 11, name: 'North' },
  organization: { id: 1, name: 'Org' },
  invitedBy: null,
  invitedAt: '2026-01-01T00:00:00Z',
  status: 'pending',
  respondedAt: null,
};

describe('invite e-mail validation (spec 001 section 5)', () => {
  const groups = sampleGroups();

  it.each(['', '   '])('an empty address (%j) is required', (email) => {
    expect(inviteEmailProblem(email, groups)).toBe('required');
  });

  it.each(['plain', 'a@b', 'a b@example.com', '@example.com', 'a@example.c', 'a@@example.com'])('%s is invalidEmailAddress', (email) => {
    expect(inviteEmailProblem(email, groups)).toBe('invalidEmailAddress');
  });

  it('an address in the group tree is userAlreadyInOrganization, ignoring case and spaces', () => {
    expect(inviteEmailProblem('  ben@example.COM ', groups)).toBe('userAlreadyInOrganization');
    expect(inviteEmailProblem('cy@example.com', groups)).toBe('userAlreadyInOrganization');
  });

  it('a pending invitation to the address says so; an answered one does not count', () => {
    expect(inviteEmailProblem('Pending@example.com', groups, [pending])).toBe('invitationPending');
    expect(inviteEmailProblem('pending@example.com', groups, [{ ...pending, status: 'declined' }])).toBeNull();
  });

  it('a new, well-formed address is fine', () => {
    expect(inviteEmailProblem('new.person+plant@example.co.uk', groups)).toBeNull();
  });
});
