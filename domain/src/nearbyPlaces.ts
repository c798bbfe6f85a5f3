import type { StateCode } from './licenses.ts';

/**
 * Towns people name in chat that are not among the 27 service cities, with their state and county,
 * so `deriveServiceRegion` can tell a covered suburb (Sherwood → Portland Metro) from an
 * out-of-area call (Bend). Added for the assistant's city recognition.
 */
export interface NearbyPlace {
  name: string;
  /** null for places outside Oregon, Washington and Idaho. */
  state: StateCode | null;
  county: string;
}

type Row = [name: string, county: string];

function placesOf(state: StateCode | null, rows: Row[]): NearbyPlace[] {
  return rows.map(([name, county]) => ({ name, state, county }));
}

export const NEARBY_PLACES: readonly NearbyPlace[] = [
  ...placesOf('OR', [
    ['Sherwood', 'Washington'],
    ['Wilsonville', 'Clackamas'],
    ['Happy Valley', 'Clackamas'],
    ['West Linn', 'Clackamas'],
    ['Milwaukie', 'Clackamas'],
    ['Clackamas', 'Clackamas'],
    ['Canby', 'Clackamas'],
    ['Sandy', 'Clackamas'],
    ['Estacada', 'Clackamas'],
    ['Molalla', 'Clackamas'],
    ['Gladstone', 'Clackamas'],
    ['Troutdale', 'Multnomah'],
    ['Fairview', 'Multnomah'],
    ['Wood Village', 'Multnomah'],
    ['Forest Grove', 'Washington'],
    ['Cornelius', 'Washington'],
    ['Aloha', 'Washington'],
    ['King City', 'Washington'],
    ['Scappoose', 'Columbia'],
    ['St. Helens', 'Columbia'],
    ['Newberg', 'Yamhill'],
    ['Dundee', 'Yamhill'],
    ['Silverton', 'Marion'],
    ['Stayton', 'Marion'],
    ['Aumsville', 'Marion'],
    ['Independence', 'Polk'],
    ['Monmouth', 'Polk'],
    ['Lebanon', 'Linn'],
    ['Sweet Home', 'Linn'],
    ['Philomath', 'Benton'],
    ['Ontario', 'Malheur'],
    ['Baker City', 'Baker'],
    ['La Grande', 'Union'],
    ['Pendleton', 'Umatilla'],
    ['Hermiston', 'Umatilla'],
    ['Eugene', 'Lane'],
    ['Springfield', 'Lane'],
    ['Bend', 'Deschutes'],
    ['Redmond', 'Deschutes'],
    ['Medford', 'Jackson'],
    ['Grants Pass', 'Josephine'],
    ['Roseburg', 'Douglas'],
    ['Klamath Falls', 'Klamath'],
    ['Astoria', 'Clatsop'],
    ['Seaside', 'Clatsop'],
    ['Hood River', 'Hood River'],
    ['The Dalles', 'Wasco'],
  ]),
  ...placesOf('WA', [
    ['Longview', 'Cowlitz'],
    ['Kelso', 'Cowlitz'],
    ['Woodland', 'Cowlitz'],
    ['Stevenson', 'Skamania'],
    ['Yacolt', 'Clark'],
    ['Brush Prairie', 'Clark'],
    ['Hazel Dell', 'Clark'],
    ['Orchards', 'Clark'],
    ['Seattle', 'King'],
    ['Bellevue', 'King'],
    ['Tacoma', 'Pierce'],
    ['Olympia', 'Thurston'],
    ['Spokane', 'Spokane'],
    ['Yakima', 'Yakima'],
    ['Kennewick', 'Benton'],
    ['Richland', 'Benton'],
    ['Pasco', 'Franklin'],
    ['Everett', 'Snohomish'],
  ]),
  ...placesOf('ID', [
    ['Kuna', 'Ada'],
    ['Garden City', 'Ada'],
    ['Middleton', 'Canyon'],
    ['Emmett', 'Gem'],
    ['Mountain Home', 'Elmore'],
    ['Twin Falls', 'Twin Falls'],
    ['Idaho Falls', 'Bonneville'],
    ['Pocatello', 'Bannock'],
    ["Coeur d'Alene", 'Kootenai'],
    ['Lewiston', 'Nez Perce'],
    ['Moscow', 'Latah'],
    ['Sandpoint', 'Bonner'],
  ]),
  ...placesOf(null, [
    ['San Francisco', ''],
    ['Los Angeles', ''],
    ['Sacramento', ''],
    ['Reno', ''],
    ['Las Vegas', ''],
    ['Phoenix', ''],
    ['Denver', ''],
    ['Salt Lake City', ''],
    ['Chicago', ''],
    ['New York', ''],
    ['Houston', ''],
    ['Austin', ''],
    ['Missoula', ''],
    ['Billings', ''],
    ['Anchorage', ''],
    ['Honolulu', ''],
    ['Miami', ''],
    ['Atlanta', ''],
    ['Boston', ''],
  ]),
];

export function findNearbyPlace(name: string): NearbyPlace | undefined {
  const needle = name.trim().toLowerCase();
  return NEARBY_PLACES.find((place) => place.name.toLowerCase() === needle);
}
