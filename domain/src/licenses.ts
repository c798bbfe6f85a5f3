export type StateCode = 'OR' | 'WA' | 'ID';

export interface License {
  state: StateCode;
  stateName: string;
  board: string;
  number: string;
  /** The text shown to visitors, e.g. 'OR CCB #194109'. */
  text: string;
}

/** Contractor licenses per state (SPEC §9). */
export const LICENSES: Readonly<Record<StateCode, License>> = {
  OR: { state: 'OR', stateName: 'Oregon', board: 'CCB', number: '194109', text: 'OR CCB #194109' },
  WA: { state: 'WA', stateName: 'Washington', board: 'LNI', number: 'DLGARGD820CF', text: 'WA LNI #DLGARGD820CF' },
  ID: { state: 'ID', stateName: 'Idaho', board: 'RCE', number: '42914', text: 'ID RCE #42914' },
};

/** All three licenses in one line, for pages that serve every state. */
export const ALL_LICENSES_TEXT = [LICENSES.OR, LICENSES.WA, LICENSES.ID].map((license) => license.text).join(' · ');
