// The side views of the drawn cars (rendered by car-drawing.ts), one per body type. The drawing box is
// 240 × 110, front to the right, ground at y 98. Proportions follow a typical car of the kind (length,
// height, wheelbase, overhangs and wheel size measured off real models at about 46 px per metre, longer
// cars scaled to fit), so a hatchback is short and upright, an estate long with a long roof, an SUV tall
// with big wheels and clearance, and a van a box.

export interface CarShape {
  /**
   * The body's outline above the sill, from the bottom rear corner over the roof to the bottom front corner
   * (both at y = `sill`); the renderer closes it along the sill, around the wheel arches.
   */
  top: string;
  sill: number;
  /** Rear and front wheel centres (x) and the wheel radius; wheels stand on the ground. */
  wheels: [number, number];
  r: number;
  /** Side windows (the daylight opening); pillars are drawn over them. */
  glass: string;
  /** Blacked-out pillars between the windows, as strokes. */
  pillars: string;
  /** Door cut lines. */
  doors: string;
  /** Door handles: [x, y] of each handle's rear end. */
  handles: [number, number][];
  /** The shoulder line, where the light catches the body below the windows. */
  belt: string;
  head: string;
  tail: string;
  mirror: string;
  /** Dark trim drawn as strokes: roof rails, the pick-up's bed, a van's sliding-door track. */
  trim?: string;
  /** Dark shapes seen over the body: an open car's head restraints. */
  interior?: string;
  /** Unpainted plastic around the wheel arches and along the sill (SUVs, crossovers, pick-ups). */
  cladding?: boolean;
}

// Shared by the cars whose nose is the same height (a saloon-height bonnet ending at x 228).
const SALOON_NOSE = "L206 59Q224 62 227 68L228 79Q228 85 222 85";
const SALOON_HEAD = "M207 60l17 3q2 3-3 4l-16-3z";

export const CAR_SHAPES: Record<string, CarShape> = {
  sedan: {
    top: `M14 85L12 72Q11 59 20 56L50 53C64 50 72 36 88 33Q104 30 120 31C134 32 144 44 156 54${SALOON_NOSE}`,
    sill: 85,
    wheels: [58, 184],
    r: 16,
    glass: "M64 53C74 48 82 39 92 36Q106 34 120 35C130 36 140 45 149 53Z",
    pillars: "M113 35l-1 18M74 46l4 7",
    doors: "M112 36V84M157 56V83M76 53Q77 64 80 72M82 84H158",
    handles: [
      [97, 60],
      [141, 60],
    ],
    belt: "M18 60Q110 55 214 63",
    head: SALOON_HEAD,
    tail: "M13 59l14-3 2 5-15 3z",
    mirror: "M146 52l8-3 3 4-9 2z",
  },
  hatchback: {
    top: "M28 85L26 72Q25 62 27 58L34 42Q38 35 48 33.5Q60 32 72 31.5L124 31Q134 31 140 37L154 54L202 59Q214 61 216 68L216 79Q216 85 210 85",
    sill: 85,
    wheels: [60, 176],
    r: 16,
    glass: "M48 50Q50 42 56 38Q60 36 66 35.5L122 35Q129 35 134 40L148 54H64Z",
    pillars: "M100 35v19M69 36l-3 18",
    doors: "M100 36V84M152 56V83M67 54Q68 64 72 70M80 84H153",
    handles: [
      [84, 60],
      [136, 60],
    ],
    belt: "M28 58Q110 55 208 62",
    head: "M197 60l16 2q2 3-2 4l-15-3z",
    tail: "M27 55l10 1v6l-11-1z",
    mirror: "M141 52l8-3 3 4-9 2z",
    // The rear screen's edge along the raked tailgate.
    trim: "M31 50L36 40Q39 36 46 35",
  },
  kombi: {
    top: `M14 85L12 72Q11 60 14 52L18 38Q21 31 30 31L126 30Q134 30 140 36L158 54${SALOON_NOSE}`,
    sill: 85,
    wheels: [60, 184],
    r: 16,
    glass: "M22 53L25 40Q27 35 34 35L122 34Q129 34 134 39L151 53Z",
    pillars: "M109 34v19M69 35l-1 18",
    doors: "M109 35V84M158 56V83M70 53Q71 65 78 73M84 84H158",
    handles: [
      [95, 60],
      [144, 60],
    ],
    belt: "M16 58Q110 55 214 63",
    head: SALOON_HEAD,
    tail: "M13 54l11 1v7l-11 1z",
    mirror: "M147 52l8-3 3 4-9 2z",
    trim: "M34 30.5V28.5H122V30",
  },
  liftback: {
    top: `M14 85L12 72Q11 60 18 56L30 54C50 50 74 35 98 32L120 31C134 32 144 44 156 54${SALOON_NOSE}`,
    sill: 85,
    wheels: [58, 184],
    r: 16,
    glass: "M46 53C62 47 80 38 98 36L120 35C130 36 140 45 149 53Z",
    pillars: "M113 35l-1 18M76 44l2 9",
    doors: "M112 36V84M157 56V83M78 53Q79 64 80 72M82 84H158",
    handles: [
      [97, 60],
      [141, 60],
    ],
    belt: "M18 60Q110 55 214 63",
    head: SALOON_HEAD,
    tail: "M13 59l16-3 2 5-17 3z",
    mirror: "M146 52l8-3 3 4-9 2z",
  },
  suv: {
    top: "M14 80L12 62Q12 52 15 48L23 28Q26 21.5 36 21.5L134 20Q142 20 148 26L166 46L212 48Q226 50 228 56L228 74Q228 80 222 80",
    sill: 80,
    wheels: [60, 187],
    r: 18,
    glass: "M27 47L31 31Q33 25.5 40 25.5L132 24Q139 24 143 29L159 46Z",
    pillars: "M115 24v22M73 25l-1 21",
    doors: "M115 25V78M165 47V78M74 46Q75 58 82 64",
    handles: [
      [101, 53],
      [150, 53],
    ],
    belt: "M16 50Q110 46 214 52",
    head: "M210 49l16 2q1 3-3 4l-14-2z",
    tail: "M13 45l9 1v9l-9 1z",
    mirror: "M155 44l8-3 3 4-9 2z",
    trim: "M36 21V19H128V20.5",
    cladding: true,
  },
  crossover: {
    top: "M21 82L19 66Q19 56 24 52L36 38Q48 28 72 27L126 26Q134 26 141 32L158 50L204 55Q219 57 221 63L221 76Q221 82 215 82",
    sill: 82,
    wheels: [58, 180],
    r: 17,
    glass: "M40 50Q46 38 58 33Q64 31 72 31L124 30Q131 30 135 35L151 50Z",
    pillars: "M104 30v20M71 31l-2 19",
    doors: "M104 31V80M157 51V80M71 50Q72 62 74 68",
    handles: [
      [90, 56],
      [142, 56],
    ],
    belt: "M22 54Q110 51 212 58",
    head: "M202 56l16 2q2 3-2 4l-15-2z",
    tail: "M20 50l12 1-1 6-11-1z",
    mirror: "M147 48l8-3 3 4-9 2z",
    cladding: true,
  },
  minivan: {
    top: "M18 85L16 70Q15 56 17 46L20 26Q22 20 32 20L140 20Q150 20 158 28L184 50L212 56Q223 58 224 64L225 79Q225 85 219 85",
    sill: 85,
    wheels: [55, 184],
    r: 16,
    glass: "M24 50L26 30Q27 24 34 24L138 24Q146 24 152 30L175 50Z",
    pillars: "M156 32l-3 18M119 24v26M76 24v26",
    doors: "M119 25V84M176 51L166 70M76 50Q76 62 73 67M73 84H165",
    handles: [
      [105, 57],
      [160, 57],
    ],
    belt: "M18 55Q110 52 216 60",
    head: "M208 57l15 3q1 3-3 3l-14-3z",
    tail: "M16 44l7 1v12l-7 1z",
    mirror: "M170 48l8-3 3 4-9 2z",
    trim: "M36 20V18H134V20M28 53H74",
  },
  coupe: {
    top: "M13 84L11 70Q11 60 20 57L46 54C66 50 82 41 102 39L124 38C138 39 150 48 164 57L210 61Q226 64 229 70L230 78Q230 84 224 84",
    sill: 84,
    wheels: [56, 185],
    r: 17,
    glass: "M66 55Q84 45 102 42L124 41Q134 42 142 48L153 56Z",
    pillars: "M98 43l6 13",
    doors: "M104 43L106 83M162 58V82M108 83H162",
    handles: [[116, 62]],
    belt: "M18 61Q110 57 216 65",
    head: "M210 62l17 3q2 3-3 4l-16-3z",
    tail: "M12 60l15-3 2 5-16 3z",
    mirror: "M148 54l8-3 3 4-9 2z",
  },
  kabriolet: {
    top: "M13 84L11 70Q11 60 20 57L60 55L150 56L162 57L210 61Q226 64 229 70L230 78Q230 84 224 84",
    sill: 84,
    wheels: [56, 185],
    r: 17,
    glass: "M146 56L128 40Q127 38 130 38L133 38L156 56Z",
    pillars: "M156 56L132 38",
    doors: "M102 57L104 83M160 57V82M106 83H160",
    handles: [[114, 62]],
    belt: "M18 61Q110 57 216 65",
    head: "M210 62l17 3q2 3-3 4l-16-3z",
    tail: "M12 60l15-3 2 5-16 3z",
    mirror: "M146 54l8-3 3 4-9 2z",
    // The folded hood's cover, and the head restraints over the doors.
    trim: "M40 55h18",
    interior: "M84 56V48q0-4 4-4h4q3 0 3 4v8zM114 56V47q0-4 4-4h4q3 0 3 4v9z",
  },
  pickup: {
    top: "M12 78L10 56L12 46L88 46L90 24Q92 21 100 21L156 21Q164 21 170 27L184 46L216 50Q228 52 229 58L230 72Q230 78 224 78",
    sill: 78,
    wheels: [62, 192],
    r: 17,
    glass: "M96 46L97 28Q98 25 104 25L154 25Q161 25 165 30L177 46Z",
    pillars: "M136 25v21",
    doors: "M89 47V77M136 26V77M180 47L178 66M95 77H174",
    handles: [
      [122, 52],
      [166, 52],
    ],
    belt: "M12 50H88M92 50Q150 48 218 53",
    head: "M212 51l16 2q1 3-3 4l-15-2z",
    tail: "M10 49h6v10h-6z",
    mirror: "M172 44l8-3 3 4-9 2z",
    trim: "M14 46H86",
    cladding: true,
  },
  dostawczy: {
    top: "M12 84L10 70L10 18Q10 12 18 12L150 12Q162 12 170 22L190 46L218 52Q229 55 230 62L230 78Q230 84 224 84",
    sill: 84,
    wheels: [56, 184],
    r: 16,
    glass: "M156 46V19Q156 16 161 16Q166 16 170 23L183 46Z",
    pillars: "",
    doors: "M150 14V84M86 16V83M186 48L170 68M14 16V83M148 84H168",
    handles: [
      [90, 52],
      [153, 52],
    ],
    belt: "M12 54H228",
    head: "M212 53l16 3q1 3-3 3l-14-2z",
    tail: "M10 52h6v14h-6z",
    mirror: "M180 42l8-3 3 4-9 2z",
    trim: "M20 50H86",
  },
};
