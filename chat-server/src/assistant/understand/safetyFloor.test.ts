import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ISSUES } from '../extract/detectIssue.ts';
import { floorRegexCount, floorSignals } from './safetyFloor.ts';

describe('the safety floor', () => {
  it('finds the emergencies it is kept for', () => {
    expect(floorSignals('my son got his hand caught when the door came down', undefined)).toContain('struck');
    expect(floorSignals('someone broke into our garage last night', undefined)).toContain('break_in');
    expect(floorSignals('the door came off the track', undefined)).toContain('off_track');
    expect(floorSignals('se metieron a robar por el garage', undefined)).toContain('break_in');
  });

  it('tells someone pinned under the door from someone hurt by it, in both languages', () => {
    expect(floorSignals('my kid is stuck under the door', undefined)).toEqual(['person_pinned']);
    expect(floorSignals('our dog got caught under the garage door', undefined)).toEqual(['pet_trapped']);
    expect(floorSignals('the door is on top of my son', undefined)).toEqual(['person_pinned']);
    expect(floorSignals("it came down on my son and he's trapped under it", undefined)).toEqual(['person_pinned']);
    expect(floorSignals('mi hijo quedó atrapado debajo de la puerta del garaje', undefined)).toEqual(['person_pinned']);
    expect(floorSignals('mi perro está atorado debajo de la puerta', undefined)).toEqual(['pet_trapped']);
    expect(floorSignals('la puerta está atorada abajo y no sube', 'stuck_closed')).toEqual([]);
    expect(floorSignals('the door came down on my daughter', undefined)).toEqual(['struck']);
  });

  it('reads Spanish as written, not as English typos', () => {
    expect(floorSignals('Es una EMERGENCIA, ayuda', undefined)).toContain('stated');
    expect(floorSignals('es medianoche y la cochera se quedó abierta', undefined)).toContain('open_at_night');
    expect(floorSignals('la puerta no cierra y ya es de noche', undefined)).toContain('open_at_night');
    expect(floorSignals('la puerta no cierra bien, vengan el lunes', undefined)).toEqual([]);
  });

  it('tells a car shut in from a person shut in, in Spanish', () => {
    expect(floorSignals('¡Mi carro está atrapado en el garaje y la puerta no abre!', 'stuck_closed')).toEqual(['car_trapped']);
    expect(floorSignals('la troca esta encerrada en la cochera', 'stuck_closed')).toEqual(['car_trapped']);
    expect(floorSignals('mi hijo esta atrapado en el garaje', 'stuck_closed')).toEqual(['person_trapped']);
    expect(floorSignals('estoy encerrado adentro del garage', 'stuck_closed')).toEqual(['person_trapped']);
  });

  it('adds nothing for an ordinary problem', () => {
    expect(floorSignals('my door is making a weird noise', undefined)).toEqual([]);
    expect(floorSignals('do you offer emergency service?', undefined)).toEqual([]);
    expect(floorSignals('tienen servicio de emergencia', undefined)).toEqual([]);
  });

  // Issue 30: the five hazard classes, in English and Spanish, with slang, misspellings and dictation (decision 0300).
  const first = (message: string) => floorSignals(message, undefined)[0];

  it('reads fire, smoke, sparks and a burning or melting smell from the opener, its wiring, the outlet, the button and the keypad', () => {
    for (const message of [
      'OPENER IS SMOKING!! smoke coming out of the motor',
      'sparks flew out of the wall button when i pressed it',
      'smels like burnt plastic near the opener',
      'the outlet the opener plugs into is black and sizzling',
      'theres a little flame on the wires going to the motor',
      'the keypad is melting and hot to the touch',
      'smoke alarm going off in the garage, its coming from the opener period',
    ])
      expect(first(message), message).toBe('fire');
    for (const message of [
      'sale humo del motor del portón!!',
      'el botón de la pared echó chispas y huele a quemado',
      'huele a plástico derretido en la cochera',
      'hay llamitas en los cables del abridor',
    ])
      expect(first(message), message).toBe('fire');
  });

  it('reads carbon monoxide: an alarm, an engine or generator in a closed garage, the symptoms', () => {
    for (const message of [
      'the CO alarm is going off in the garage',
      'generator running in the garage with the door shut and my wife is dizzy',
      'my husband left the truck running inside with the door down and now he has a headache',
      'the see oh alarm just went off and my head is pounding',
      'the detector keeps beeping and i feel dizzy and sick',
    ])
      expect(first(message), message).toBe('carbon_monoxide');
    for (const message of [
      'suena la alarma de monóxido y mi suegra está mareada',
      'prendimos la planta de luz en el garaje y todos tenemos dolor de cabeza',
      'la troca está prendida adentro de la cochera con el portón cerrado',
    ])
      expect(first(message), message).toBe('carbon_monoxide');
  });

  it('tells a person caught by the door from a pet, in both languages', () => {
    expect(first('DOOR CAME DOWN ON MY SONS FOOT HE CANT GET IT OUT')).toBe('struck');
    expect(first('the door closed on my husband, pinning his leg')).toBe('person_pinned');
    expect(first('my dog is STUCK under the garage door and hes yelping')).toBe('pet_trapped');
    expect(first('the door came down on our little dachshund')).toBe('pet_trapped');
    expect(first('se le cerró el portón encima a mi papá y le agarró la pierna')).toBe('person_pinned');
    expect(first('a mi abuelita le quedaron los dedos prensados entre los paneles')).toBe('struck');
    expect(first('mi perrito quedó prensado abajo del portón')).toBe('pet_trapped');
    expect(first('el portón le cayó encima a mi chucho')).toBe('pet_trapped');
  });

  it('reads a door falling, leaning or hanging from one side', () => {
    expect(first('the door is leaning in toward the car like its gonna fall')).toBe('door_falling');
    expect(first('door hanging off one side and my car is under it')).toBe('door_falling');
    expect(first('the rollers came off the rail and the door is coming down slowly by itself')).toBe('door_falling');
    expect(first('el portón se está cayendo y los niños están abajo')).toBe('door_falling');
    expect(first('la puerta está ladeada, un lado arriba y el otro casi abajo')).toBe('door_falling');
  });

  it('reads a cable or spring snapped with the door open or moving, before the door hanging it leaves', () => {
    expect(first('cable snapped while the door was going up and its whipping around')).toBe('cable_snapped');
    expect(first('the cable broke and the door is hanging from one side')).toBe('cable_snapped');
    expect(first('HUGE BANG and the spring just snapped, door stuck half open')).toBe('spring_door_open');
    expect(first('se reventó el cable y anda colgando como látigo, la puerta quedó a medias')).toBe('cable_snapped');
    expect(first('tronó el resorte cuando estaba subiendo el portón y se quedó a la mitad')).toBe('spring_door_open');
  });

  it('finds no hazard now in a past event, a prevention or curiosity question, or a figure of speech', () => {
    for (const message of [
      'how do I prevent carbon monoxide in my garage?',
      "what's the red cord for?",
      'this price is killing me',
      'SMOKING deal on the opener install??',
      'my garage door is on fire lol jk its painted bright red',
      'last year the spring snapped and you guys fixed it, now its noisy',
      'we had a CO scare last winter, everyone is fine, should we get a detector?',
      'is it safe to warm up the car in the garage if the door is fully open?',
      'a few weeks ago my door came off the track and you guys fixed it',
      'the opener lights are burnt out, not like burning just dead bulbs lol',
      'cómo evito que entre el monóxido a la casa?',
      'el año pasado se rompió el resorte, ya lo arreglaron',
      'el precio me está matando jaja',
      'mi portón está en llamas jaja lo pintamos rojo',
      'pa que es la cuerdita roja que cuelga del motor',
      'la alarma de monóxido pita una vez, el manual dice que es batería baja',
    ])
      expect(
        floorSignals(message, undefined).filter((signal) => signal !== 'no_rush'),
        message,
      ).toEqual([]);
  });

  it('keeps a hazard told beside a past event when it is happening now', () => {
    expect(first('last year a spring broke, and right now the cable just snapped with the door half open!!')).toBe('cable_snapped');
    expect(first('how do I stop the smoke coming out of my opener??')).toBe('fire');
  });

  it('counts every regular expression written in its files, and the issue patterns it reads', () => {
    const written = ['../extract/detectHazards.ts', '../extract/detectUrgency.ts', './safetyFloor.ts'].reduce((sum, path) => {
      const source = ts.createSourceFile(path, readFileSync(new URL(path, import.meta.url), 'utf8'), ts.ScriptTarget.Latest, true);
      let count = 0;
      const visit = (node: ts.Node): void => {
        if (node.kind === ts.SyntaxKind.RegularExpressionLiteral || (ts.isNewExpression(node) && node.expression.getText() === 'RegExp'))
          count += 1;
        ts.forEachChild(node, visit);
      };
      visit(source);
      return sum + count;
    }, 0);
    const issuePatterns = (['spring', 'off_track', 'stuck_open', 'stuck_closed', 'opener'] as const).reduce(
      (sum, kind) => sum + ISSUES[kind].patterns.length,
      0,
    );
    expect(floorRegexCount()).toBe(written + issuePatterns);
  });

  it('holds the number of regexes that the assistant README and the repository README state', () => {
    const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
    const inAssistantReadme = /safety floor holds \*\*(\d+) regular expressions\*\*/.exec(read('../README.md'));
    const inReadme = /safety\s+floor keeps hand-written rules, and it holds \*\*(\d+) regular expressions\*\*/.exec(
      read('../../../../README.md'),
    );
    expect(inAssistantReadme?.[1]).toBe(String(floorRegexCount()));
    expect(inReadme?.[1]).toBe(String(floorRegexCount()));
  });
});
