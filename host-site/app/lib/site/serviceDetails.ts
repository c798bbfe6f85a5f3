/** Page copy for each service page, keyed by the domain service slug. */
export interface ServiceDetail {
  intro: string;
  signs: readonly string[];
  included: readonly string[];
  safety?: string;
}

export const SERVICE_DETAILS: Readonly<Record<string, ServiceDetail>> = {
  'garage-door-repair': {
    intro:
      'Most garage door problems come down to a handful of parts: cables, rollers, hinges, tracks, panels and the safety sensors. We carry the common parts on the truck so most repairs are finished on the first visit.',
    signs: [
      'The door stops part way, reverses, or will not close',
      'It hangs crooked or has come off its track',
      'A cable is frayed, loose or has snapped',
      'Grinding, scraping or banging when it moves',
      'A dented or cracked section',
    ],
    included: [
      'A full safety and balance check before and after the repair',
      'Cable and drum replacement',
      'Roller, hinge and bearing replacement',
      'Track straightening and realignment',
      'Panel and section replacement',
      'Safety sensor alignment and wiring',
    ],
    safety:
      'If a cable has snapped or the door is off its track, leave the door where it is, keep people and cars clear, and do not run the opener.',
  },
  'spring-replacement': {
    intro:
      'Springs carry the weight of the door, and a broken one is the most common reason a door will not open. Torsion springs are under high tension: replacing them safely takes winding bars, the right spring size and experience.',
    signs: [
      'A loud bang from the garage, then the door will not lift',
      'A visible gap in the spring above the door',
      'The opener strains, or the door drops fast when lowered',
      'The door feels very heavy when you lift it by hand',
    ],
    included: [
      'Springs sized to your door weight and height',
      'Matched pairs on two-spring doors, so they wear evenly',
      'High-cycle springs for doors that open many times a day',
      'Balance, cable and roller check, with lubrication',
    ],
    safety: 'Never try to adjust or remove a torsion spring yourself: the stored energy can cause serious injury.',
  },
  'garage-door-installation': {
    intro:
      'A new door changes how the house looks and how the garage holds heat. We measure, help you choose the style, insulation and windows, install the door with new tracks and springs, and haul the old one away.',
    signs: [
      'Repairs are adding up on an old or damaged door',
      'The garage is cold, drafty or lets water in',
      'You want better curb appeal before selling',
      'The door has no modern safety features',
    ],
    included: [
      'An on-site measure and a free estimate for the new door',
      'Steel, wood-look, insulated, full-view and carriage-house styles',
      'New tracks, springs, rollers and weather seal',
      'Removal and disposal of the old door',
      'Opener hook-up and a safety test on completion',
    ],
  },
  'opener-repair-installation': {
    intro:
      'Openers fail in small ways first: a remote that works only up close, a door that reverses for no reason, a motor that hums but does not move. We repair most brands and install quiet belt, chain and wall-mount openers.',
    signs: [
      'The motor runs but the door does not move',
      'The door reverses before it reaches the floor',
      'Remotes or the keypad stopped working',
      'The opener is loud, old or has no battery back-up',
    ],
    included: [
      'Diagnosis of the motor, logic board, gears and sensors',
      'Remote, keypad and wall-button programming',
      'Chain, belt and wall-mount opener installation',
      'Smart phone control and battery back-up options',
      'Force and auto-reverse safety settings',
    ],
  },
  'commercial-garage-doors': {
    intro:
      'Shops, warehouses, storage facilities and multi-unit buildings depend on doors that open hundreds of times a week. We repair and maintain roll-up, sectional and high-cycle commercial doors and plan around your business hours.',
    signs: [
      'A roll-up door binds, sags or will not lock',
      'Damage from a forklift or vehicle',
      'Operators that trip, stall or run slowly',
      'Doors due for a scheduled safety inspection',
    ],
    included: [
      'Roll-up and sectional door repair',
      'High-cycle spring and cable replacement',
      'Commercial operator repair and replacement',
      'Planned maintenance visits for multiple doors or sites',
    ],
  },
  'maintenance-tune-ups': {
    intro:
      'A yearly tune-up is the cheapest garage door service there is. A technician checks balance, hardware and safety systems and fixes small problems before they leave the door stuck.',
    signs: [
      'The door is noisier than it used to be',
      'It has been more than a year since anyone looked at it',
      'The door moves unevenly or jerks',
      'You are buying or selling a home',
    ],
    included: [
      'Balance test and spring tension check',
      'Lubrication of springs, rollers, hinges and bearings',
      'Tightening of hinges, brackets and track bolts',
      'Cable, roller and weather-seal inspection',
      'Safety sensor, force and auto-reverse tests',
    ],
  },
};
