import type { InboxItem, StaffMember } from '@tod/domain/contracts';

/**
 * Who an item's Assignee menu offers: the staff of the item's region (the server refuses anyone else), and the
 * current assignee whatever their regions now, so the menu still shows who has it. Each by name, else email.
 */
export function assignableStaff(
  staff: readonly StaffMember[],
  item: Pick<InboxItem, 'region' | 'assigneeId'>,
): { id: number; label: string }[] {
  return staff
    .filter((member) => member.regions.includes(item.region) || member.id === item.assigneeId)
    .map((member) => ({ id: member.id, label: member.name ?? member.email }));
}
