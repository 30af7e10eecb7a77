import type { CarrierStatus } from '@kurye/contracts/delivery';
import { haversineMeters, haversineWithCosines, latitudeCosine } from '../../lib/geo';

export interface LiveCourier {
  carrierId: string;
  zoneId: string;
  isJoker: boolean;
  status: CarrierStatus;
  /** Requests the courier carries now (assigned, arrived or picked up). */
  load: number;
  latitude: number | null;
  longitude: number | null;
  positionAt: number;
}

/**
 * The status people see: an available courier that carries a request (assigned, arrived or picked up) is busy, even
 * below capacity (dispatch still offers it more work up to capacity; that rule reads `status` and `load`, not this).
 */
export const shownStatus = (c: Pick<LiveCourier, 'status' | 'load'> | undefined): CarrierStatus =>
  !c ? 'offline' : c.status === 'available' && c.load > 0 ? 'busy' : c.status;

export interface Candidate {
  carrierId: string;
  distanceMeters: number;
}

interface NearestOptions {
  radiusKm: number;
  limit: number;
  /** Jokers (true) or the zone's regular couriers (false): dispatch asks for one kind at a time. */
  jokers: boolean;
  accept: (c: LiveCourier) => boolean;
}

/**
 * Grid cells of 0.0125° (about 1.4 × 1.05 km in Istanbul): a position ping seldom moves a courier between cells, and a
 * query reads a few cells (0.01° and 0.015° read 5 % slower at the bench's density of about one courier a km²).
 */
const CELL_DEG = 0.0125;
const cellRow = (lat: number) => Math.floor(lat / CELL_DEG);
const cellCol = (lng: number) => Math.floor(lng / CELL_DEG);
const METRES_PER_DEG = (6_371_008.8 * Math.PI) / 180;
/** Cells one zone's dense grid may span (about 500 × 500 km); a courier placed beyond that waits in `outliers`. */
const MAX_CELLS = 250_000;
/**
 * A query first measures flat (equirectangular) distances: within 50 km they are within 1 % of the great-circle
 * distance at Turkey's latitudes, so a courier flat-farther than 5 % + 1 m past the current bound cannot be closer,
 * and only the few inside the margin pay for haversine's trigonometry.
 */
const FLAT_MARGIN = 1.05;
const ACCEPT_ALL = (_: LiveCourier) => true;

/**
 * The couriers filed in one cell, with their positions copied side by side: a query's distance test reads the
 * positions in a row instead of visiting each courier object (most are rejected by that test).
 */
class Cell {
  couriers: LiveCourier[] = [];
  latitudes: number[] = [];
  longitudes: number[] = [];
}

/** Where a courier is filed: its cell and its index there (kept up to date as others leave the cell). */
interface Slot {
  cell: Cell;
  index: number;
}

/**
 * One zone's available couriers of one kind in a dense grid of cells over the box they occupy: finding a cell is an
 * array index, moving a courier between cells an array swap. The box grows (and the grid is rebuilt) when a courier
 * steps outside it.
 */
class ZoneGrid {
  row0 = 0;
  col0 = 0;
  rows = 0;
  cols = 0;
  cells: (Cell | undefined)[] = [];
  /** Couriers whose cell would stretch the grid past MAX_CELLS (a wrong fix far away): read by every query. */
  outliers = new Cell();
  /** The slot of each courier filed here: in its cell or in `outliers`. */
  slots = new Map<LiveCourier, Slot>();

  add(courier: LiveCourier, row: number, col: number): Slot {
    if (!this.holds(row, col)) this.grow(row, col);
    const cell = this.holds(row, col) ? (this.cells[(row - this.row0) * this.cols + col - this.col0] ??= new Cell()) : this.outliers;
    const slot = { cell, index: cell.couriers.length };
    cell.couriers.push(courier);
    cell.latitudes.push(courier.latitude!);
    cell.longitudes.push(courier.longitude!);
    this.slots.set(courier, slot);
    return slot;
  }

  remove(courier: LiveCourier) {
    const slot = this.slots.get(courier);
    if (!slot) return;
    this.slots.delete(courier);
    const { cell, index } = slot;
    const last = cell.couriers.length - 1;
    if (index !== last) {
      const moved = cell.couriers[last];
      cell.couriers[index] = moved;
      cell.latitudes[index] = cell.latitudes[last];
      cell.longitudes[index] = cell.longitudes[last];
      this.slots.get(moved)!.index = index;
    }
    cell.couriers.pop();
    cell.latitudes.pop();
    cell.longitudes.pop();
  }

  holds(row: number, col: number) {
    return row >= this.row0 && col >= this.col0 && row < this.row0 + this.rows && col < this.col0 + this.cols;
  }

  /** Stretches the box (with room to spare) to hold the cell, unless that would pass MAX_CELLS. */
  private grow(row: number, col: number) {
    const empty = this.rows === 0;
    const margin = 8;
    const top = empty ? row - margin : Math.min(this.row0, row - margin);
    const left = empty ? col - margin : Math.min(this.col0, col - margin);
    const bottom = empty ? row + margin : Math.max(this.row0 + this.rows - 1, row + margin);
    const right = empty ? col + margin : Math.max(this.col0 + this.cols - 1, col + margin);
    if ((bottom - top + 1) * (right - left + 1) > MAX_CELLS) return;
    const placed = [...this.slots];
    this.row0 = top;
    this.col0 = left;
    this.rows = bottom - top + 1;
    this.cols = right - left + 1;
    this.cells = new Array(this.rows * this.cols);
    this.outliers = new Cell();
    this.slots = new Map();
    // The slot objects are kept (the index's `placed` entries hold them): each moves to its new cell.
    for (const [c, slot] of placed) {
      const fresh = this.add(c, cellRow(c.latitude!), cellCol(c.longitude!));
      slot.cell = fresh.cell;
      slot.index = fresh.index;
      this.slots.set(c, slot);
    }
  }
}

/**
 * Live couriers in memory. Those free to take work (available, with a position) are also in a grid per zone and kind
 * (regular or joker), so a query never reads a courier on a break or of the other kind. Moves and status changes are
 * O(1); a nearest query searches rings of cells outwards from the point and stops once no unvisited cell can hold
 * anyone closer than the best found.
 */
export function createCourierIndex() {
  const couriers = new Map<string, LiveCourier>();
  /** Per zone, the grids of its available couriers: regular ones [0] and jokers [1]. */
  const grids = new Map<string, [ZoneGrid, ZoneGrid]>();
  const gridOf = (c: LiveCourier) => {
    let pair = grids.get(c.zoneId);
    if (!pair) grids.set(c.zoneId, (pair = [new ZoneGrid(), new ZoneGrid()]));
    return pair[c.isJoker ? 1 : 0];
  };
  /**
   * Where each placed courier is: its grid, its cell (row and column packed) and the object filed there — so a move
   * within the cell is skipped, and a courier changed in place (another zone or kind) is taken out of its old grid.
   */
  const placed = new Map<string, { grid: ZoneGrid; key: number; slot: Slot; courier: LiveCourier; zoneId: string; isJoker: boolean }>();

  function unplace(c: LiveCourier) {
    const at = placed.get(c.carrierId);
    if (!at) return;
    placed.delete(c.carrierId);
    at.grid.remove(at.courier);
  }

  /** Puts an available courier in the cell of its position (a no-op when it stays in its cell), takes others out. */
  function place(c: LiveCourier) {
    if (c.latitude === null || c.longitude === null || c.status !== 'available') return unplace(c);
    const row = cellRow(c.latitude);
    const col = cellCol(c.longitude);
    const key = row * 100_000 + col;
    const at = placed.get(c.carrierId);
    // A ping that stays in its cell (most of them) only updates the cell's copy of its position.
    if (at && at.key === key && at.courier === c && at.zoneId === c.zoneId && at.isJoker === c.isJoker) {
      at.slot.cell.latitudes[at.slot.index] = c.latitude;
      at.slot.cell.longitudes[at.slot.index] = c.longitude;
      return;
    }
    unplace(c);
    const grid = gridOf(c);
    const slot = grid.add(c, row, col);
    placed.set(c.carrierId, { grid, key, slot, courier: c, zoneId: c.zoneId, isJoker: c.isJoker });
  }

  /** One query's state, reused: a query allocates nothing but its answer (closures made per call cost more than the search). */
  const q = {
    latitude: 0,
    longitude: 0,
    kx: 0,
    /** cos(latitude) of the point, for the great-circle distances. */
    cos: 0,
    radiusM: 0,
    limit: 0,
    accept: ACCEPT_ALL,
    ids: [] as string[],
    dists: [] as number[],
    found: 0,
    /** How far (flat metres, squared) a courier or a cell may lie and still matter: the radius, or the k-th best so far. */
    bound2: 0,
  };

  function updateBound() {
    const bound = (q.found >= q.limit ? q.dists[q.limit - 1] : q.radiusM) * FLAT_MARGIN + 1;
    q.bound2 = bound * bound;
  }

  function scanCell(cell: Cell) {
    const { latitudes, longitudes } = cell;
    for (let k = 0; k < latitudes.length; k++) {
      const latitude = latitudes[k];
      const longitude = longitudes[k];
      const dy = (latitude - q.latitude) * METRES_PER_DEG;
      const dx = (longitude - q.longitude) * q.kx;
      if (dx * dx + dy * dy > q.bound2) continue;
      const c = cell.couriers[k];
      if (!q.accept(c)) continue;
      const d = haversineWithCosines(q.latitude, q.longitude, q.cos, latitude, longitude, latitudeCosine(latitude));
      const full = q.found >= q.limit;
      if (d > q.radiusM || (full && d >= q.dists[q.limit - 1])) continue;
      let i = full ? q.limit - 1 : q.found++;
      for (; i > 0 && q.dists[i - 1] > d; i--) {
        q.dists[i] = q.dists[i - 1];
        q.ids[i] = q.ids[i - 1];
      }
      q.dists[i] = d;
      q.ids[i] = c.carrierId;
      updateBound();
    }
  }

  /** Flat gap (metres) from the query point to a cell's span on one axis. */
  const gapY = (row: number) => Math.max(0, row * CELL_DEG - q.latitude, q.latitude - (row + 1) * CELL_DEG) * METRES_PER_DEG;
  const gapX = (col: number) => Math.max(0, col * CELL_DEG - q.longitude, q.longitude - (col + 1) * CELL_DEG) * q.kx;

  /**
   * Reads the cells of `row` from column `from` to `to`, clipped to the grid and to the columns the bound reaches on
   * this row, skipping those the bound has left behind since.
   */
  function scanRow(grid: ZoneGrid, row: number, from: number, to: number) {
    if (row < grid.row0 || row >= grid.row0 + grid.rows) return;
    const gy = gapY(row);
    const reach2 = q.bound2 - gy * gy;
    if (reach2 < 0) return;
    const reach = Math.sqrt(reach2) / q.kx;
    const base = (row - grid.row0) * grid.cols - grid.col0;
    const first = Math.max(from, grid.col0, cellCol(q.longitude - reach));
    for (let col = first, end = Math.min(to, grid.col0 + grid.cols - 1, cellCol(q.longitude + reach)); col <= end; col++) {
      const cell = grid.cells[base + col];
      const gx = cell ? gapX(col) : 0;
      if (cell && gx * gx + gy * gy <= q.bound2) scanCell(cell);
    }
  }

  /** The same down column `col`, from row `from` to `to`. */
  function scanColumn(grid: ZoneGrid, col: number, from: number, to: number) {
    if (col < grid.col0 || col >= grid.col0 + grid.cols) return;
    const gx = gapX(col);
    const reach2 = q.bound2 - gx * gx;
    if (reach2 < 0) return;
    const reach = Math.sqrt(reach2) / METRES_PER_DEG;
    const first = Math.max(from, grid.row0, cellRow(q.latitude - reach));
    for (let row = first, end = Math.min(to, grid.row0 + grid.rows - 1, cellRow(q.latitude + reach)); row <= end; row++) {
      const cell = grid.cells[(row - grid.row0) * grid.cols + col - grid.col0];
      const gy = cell ? gapY(row) : 0;
      if (cell && gx * gx + gy * gy <= q.bound2) scanCell(cell);
    }
  }

  function nearestIn(grid: ZoneGrid | undefined, latitude: number, longitude: number, options: NearestOptions): Candidate[] {
    if (!grid || options.limit <= 0) return [];
    q.latitude = latitude;
    q.longitude = longitude;
    q.cos = latitudeCosine(latitude);
    q.kx = METRES_PER_DEG * q.cos;
    q.radiusM = options.radiusKm * 1000;
    q.limit = options.limit;
    q.accept = options.accept;
    q.found = 0;
    updateBound();
    const row0 = cellRow(latitude);
    const col0 = cellCol(longitude);
    // A ring r cells out is at least (r - 1) cells away; the cell is narrowest on its longitude side.
    const cellM = CELL_DEG * Math.min(q.kx, METRES_PER_DEG);
    const maxRing = Math.ceil(q.radiusM / cellM) + 1;
    const lastRow = grid.row0 + grid.rows - 1;
    const lastCol = grid.col0 + grid.cols - 1;
    for (let ring = 0; ring <= maxRing; ring++) {
      const ringMin = Math.max(0, ring - 1) * cellM;
      if (ringMin * ringMin > q.bound2) break;
      const top = row0 - ring;
      const bottom = row0 + ring;
      const left = col0 - ring;
      const right = col0 + ring;
      if (top < grid.row0 && bottom > lastRow && left < grid.col0 && right > lastCol) break; // past the whole grid
      scanRow(grid, top, left, right);
      if (ring === 0) continue;
      scanRow(grid, bottom, left, right);
      scanColumn(grid, left, top + 1, bottom - 1);
      scanColumn(grid, right, top + 1, bottom - 1);
    }
    scanCell(grid.outliers);
    const out: Candidate[] = [];
    for (let i = 0; i < q.found; i++) out.push({ carrierId: q.ids[i], distanceMeters: Math.round(q.dists[i]) });
    q.accept = ACCEPT_ALL; // let go of the caller's closure
    return out;
  }

  return {
    upsert(courier: LiveCourier) {
      const previous = couriers.get(courier.carrierId);
      if (previous) unplace(previous);
      couriers.set(courier.carrierId, courier);
      place(courier);
    },
    get: (carrierId: string) => couriers.get(carrierId),
    all: () => couriers.values(),
    size: () => couriers.size,
    setPosition(carrierId: string, latitude: number, longitude: number, at: number) {
      const c = couriers.get(carrierId);
      if (!c || at < c.positionAt) return;
      c.latitude = latitude;
      c.longitude = longitude;
      c.positionAt = at;
      place(c);
    },
    setStatus(carrierId: string, status: CarrierStatus) {
      const c = couriers.get(carrierId);
      if (!c) return;
      c.status = status;
      place(c);
    },
    setLoad(carrierId: string, load: number) {
      const c = couriers.get(carrierId);
      if (c) c.load = Math.max(0, load);
    },
    /** The nearest available couriers of `zoneId` and kind passing `accept`, closest first, within `radiusKm` of the point. */
    nearest(zoneId: string, latitude: number, longitude: number, options: NearestOptions): Candidate[] {
      return nearestIn(grids.get(zoneId)?.[options.jokers ? 1 : 0], latitude, longitude, options);
    },
    /** The same answer by looking at every courier: the baseline for benchmarks and a cross-check in tests. */
    nearestByScan(zoneId: string, latitude: number, longitude: number, options: NearestOptions): Candidate[] {
      const out: Candidate[] = [];
      for (const c of couriers.values()) {
        if (c.zoneId !== zoneId || c.status !== 'available' || c.isJoker !== options.jokers) continue;
        if (c.latitude === null || c.longitude === null || !options.accept(c)) continue;
        const d = haversineMeters(latitude, longitude, c.latitude, c.longitude);
        if (d <= options.radiusKm * 1000) out.push({ carrierId: c.carrierId, distanceMeters: d });
      }
      return out
        .sort((a, b) => a.distanceMeters - b.distanceMeters)
        .slice(0, options.limit)
        .map((b) => ({ ...b, distanceMeters: Math.round(b.distanceMeters) }));
    },
  };
}
export type CourierIndex = ReturnType<typeof createCourierIndex>;
