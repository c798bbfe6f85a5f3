import type { StaffMember } from '@tod/domain/contracts';
import { describe, expect, it } from 'vitest';
import { assignableStaff } from './assignableStaff.ts';

const staff: StaffMember[] = [
  { id: 1, email: 'maria@example.com', name: 'Maria Lopez', regions: ['salem'] },
  { id: 2, email: 'bo@example.com', name: null, regions: ['idaho'] },
  { id: 3, email: 'owner@example.com', name: 'Dana Reyes', regions: ['salem', 'idaho'] },
];

describe("an item's assignee menu", () => {
  it("offers only the staff of the item's region, by name or else email", () => {
    expect(assignableStaff(staff, { region: 'idaho', assigneeId: null })).toEqual([
      { id: 2, label: 'bo@example.com' },
      { id: 3, label: 'Dana Reyes' },
    ]);
  });

  it('keeps the current assignee listed even if their regions changed', () => {
    expect(assignableStaff(staff, { region: 'idaho', assigneeId: 1 }).map((member) => member.id)).toEqual([1, 2, 3]);
  });
});
