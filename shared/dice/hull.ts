/**
 * A die's collision hull with a cheaper separating-axis test than cannon-es's own, which
 * is most of a crowded throw's cost: for two d20s cannon-es projects both hulls onto
 * 10 + 10 face axes and all 15 × 15 pairs of edge directions, turning each axis into each
 * body's frame on every projection. This test asks the same question of the same shapes:
 * - vertices are turned into the world once per pose, so a projection is only dot products;
 * - of the edge pairs, only those whose edges build a face of the two hulls' Minkowski
 *   difference are tried (Gregorius, "The Separating Axis Test between Convex Polyhedra",
 *   GDC 2013): those axes, with the face normals, are the difference's face normals, so one
 *   of them separates whenever any axis does, and the deepest overlap is found among them;
 * - the axis that last kept two hulls apart is tried first: neighbouring dice usually stay
 *   apart along the same axis from one step to the next, and any separating axis proves them apart.
 * The overlaps it compares differ from cannon-es's in their last bits at most; over 1,200
 * seeded throws of 1 to 12 dice every throw record came out identical to cannon-es's own.
 */
import { ConvexPolyhedron, Vec3, type Quaternion } from 'cannon-es';

/** An edge of the hull: its two vertices and the faces on either side. */
interface Edge {
  readonly from: number;
  readonly to: number;
  readonly left: number;
  readonly right: number;
}

/** Where a pose puts the hull: position and orientation, to tell when the world copies are stale. */
type Pose = [number, number, number, number, number, number, number];

const samePose = (pose: Pose, p: Vec3, q: Quaternion): boolean =>
  pose[0] === p.x &&
  pose[1] === p.y &&
  pose[2] === p.z &&
  pose[3] === q.x &&
  pose[4] === q.y &&
  pose[5] === q.z &&
  pose[6] === q.w;

const setPose = (pose: Pose, p: Vec3, q: Quaternion): void => {
  pose[0] = p.x;
  pose[1] = p.y;
  pose[2] = p.z;
  pose[3] = q.x;
  pose[4] = q.y;
  pose[5] = q.z;
  pose[6] = q.w;
};

function turn(quat: Quaternion, from: readonly Vec3[], into: Vec3[]): void {
  for (let i = 0; i < from.length; i++) quat.vmult(from[i]!, into[i]);
}

/** A projection's lowest and highest values, written by `project` and read at once. */
const span = { min: 0, max: 0 };

const fresh = (count: number): Vec3[] => Array.from({ length: count }, () => new Vec3());

/** Each edge once, with the face on either side (faces wound consistently, so each edge runs both ways). */
function edgesOf(faces: readonly (readonly number[])[]): Edge[] {
  const faceOf = new Map<string, number>();
  faces.forEach((face, f) =>
    face.forEach((v, i) => faceOf.set(`${v}>${face[(i + 1) % face.length]!}`, f)),
  );
  const edges: Edge[] = [];
  faces.forEach((face, f) =>
    face.forEach((from, i) => {
      const to = face[(i + 1) % face.length]!;
      const other = faceOf.get(`${to}>${from}`);
      if (other === undefined) throw new Error(`The hull's edge ${from}–${to} has one face only.`);
      if (from < to) edges.push({ from, to, left: f, right: other });
    }),
  );
  return edges;
}

export class DieHull extends ConvexPolyhedron {
  private readonly edges: readonly Edge[];
  private readonly axes: readonly Vec3[];
  /** Each edge's direction in the hull's own frame, from its first vertex to its second. */
  private readonly directions: readonly Vec3[];
  private readonly placedVertices: Vec3[];
  private readonly placedNormals: Vec3[];
  private readonly placedAxes: Vec3[];
  /** Per edge, in the world: its left face's normal, its right face's, its direction (9 numbers). */
  private readonly edgeFrames: Float64Array;
  private readonly verticesPose: Pose = [NaN, 0, 0, 0, 0, 0, 0];
  private readonly featuresPose: Pose = [NaN, 0, 0, 0, 0, 0, 0];
  /** Per other hull, the world axis that last separated the two. */
  private readonly lastSeparating = new Map<DieHull, Vec3>();
  private readonly cross = new Vec3();
  /** The least overlap found so far by the test under way. */
  private deepest = Number.MAX_VALUE;
  private readonly centres = new Vec3();

  constructor(props: { vertices: Vec3[]; faces: number[][]; normals?: Vec3[]; axes?: Vec3[] }) {
    super(props);
    this.edges = edgesOf(this.faces);
    this.axes = this.uniqueAxes ?? this.faceNormals;
    this.directions = this.edges.map(({ from, to }) => {
      const direction = new Vec3();
      this.vertices[to]!.vsub(this.vertices[from]!, direction);
      direction.normalize();
      return direction;
    });
    this.placedVertices = fresh(this.vertices.length);
    this.placedNormals = fresh(this.faceNormals.length);
    this.placedAxes = fresh(this.axes.length);
    this.edgeFrames = new Float64Array(this.edges.length * 9);
  }

  /** A copy of `hull` (for a Box, its own polyhedron) with the same vertices, faces and axes. */
  static of(hull: ConvexPolyhedron): DieHull {
    return new DieHull({
      vertices: hull.vertices,
      faces: hull.faces,
      normals: hull.faceNormals,
      axes: hull.uniqueAxes ?? undefined,
    });
  }

  override findSeparatingAxis(
    hullB: ConvexPolyhedron,
    posA: Vec3,
    quatA: Quaternion,
    posB: Vec3,
    quatB: Quaternion,
    target: Vec3,
    faceListA?: number[] | null,
    faceListB?: number[] | null,
  ): boolean {
    if (!(hullB instanceof DieHull) || faceListA || faceListB)
      return super.findSeparatingAxis(
        hullB,
        posA,
        quatA,
        posB,
        quatB,
        target,
        faceListA,
        faceListB,
      );
    this.placeVertices(posA, quatA);
    hullB.placeVertices(posB, quatB);
    const last = this.lastSeparating.get(hullB);
    if (last && this.overlap(hullB, last) < 0) return false;

    this.placeFeatures(posA, quatA);
    hullB.placeFeatures(posB, quatB);
    this.deepest = Number.MAX_VALUE;
    for (const axis of this.placedAxes)
      if (this.separates(hullB, axis, this.overlap(hullB, axis), target)) return false;
    for (const axis of hullB.placedAxes)
      if (this.separates(hullB, axis, this.overlap(hullB, axis), target)) return false;
    if (this.edgeAxisSeparates(hullB, target)) return false;
    // cannon-es wants the axis pointing from B's centre towards A's.
    posB.vsub(posA, this.centres);
    if (this.centres.dot(target) > 0) target.negate(target);
    return true;
  }

  /**
   * Tries the axis square to each pair of edges that builds a face of the Minkowski difference
   * A − B: on the Gauss map, arc a–b (edge A's face normals) crosses arc −c–−d (edge B's).
   * An edge runs along left × right (outward normals, faces wound counter-clockwise), so
   * Gregorius's IsMinkowskiFace(a, b, b × a, −c, −d, −(d × c)) reads, with the edges' own
   * directions e and f: (c·e)(d·e) < 0, (a·f)(b·f) < 0 and (c·e)(b·f) < 0.
   */
  private edgeAxisSeparates(other: DieHull, target: Vec3): boolean {
    const framesA = this.edgeFrames;
    const framesB = other.edgeFrames;
    const cross = this.cross;
    for (let i = 0; i < framesA.length; i += 9) {
      const ax = framesA[i]!;
      const ay = framesA[i + 1]!;
      const az = framesA[i + 2]!;
      const bx = framesA[i + 3]!;
      const by = framesA[i + 4]!;
      const bz = framesA[i + 5]!;
      const ex = framesA[i + 6]!;
      const ey = framesA[i + 7]!;
      const ez = framesA[i + 8]!;
      for (let j = 0; j < framesB.length; j += 9) {
        const ce = framesB[j]! * ex + framesB[j + 1]! * ey + framesB[j + 2]! * ez;
        const de = framesB[j + 3]! * ex + framesB[j + 4]! * ey + framesB[j + 5]! * ez;
        if (ce * de >= 0) continue;
        const fx = framesB[j + 6]!;
        const fy = framesB[j + 7]!;
        const fz = framesB[j + 8]!;
        const af = ax * fx + ay * fy + az * fz;
        const bf = bx * fx + by * fy + bz * fz;
        if (af * bf >= 0 || ce * bf >= 0) continue;
        cross.set(ey * fz - ez * fy, ez * fx - ex * fz, ex * fy - ey * fx);
        if (cross.almostZero()) continue;
        cross.normalize();
        if (this.separates(other, cross, this.overlap(other, cross), target)) return true;
      }
    }
    return false;
  }

  /** Turns the vertices into the world for this pose, unless they already are. */
  private placeVertices(pos: Vec3, quat: Quaternion): void {
    if (samePose(this.verticesPose, pos, quat)) return;
    setPose(this.verticesPose, pos, quat);
    for (let i = 0; i < this.vertices.length; i++) {
      const w = quat.vmult(this.vertices[i]!, this.placedVertices[i]);
      w.vadd(pos, w);
    }
  }

  /** Turns the separating axes, face normals and edges into the world for this pose. */
  private placeFeatures(pos: Vec3, quat: Quaternion): void {
    if (samePose(this.featuresPose, pos, quat)) return;
    setPose(this.featuresPose, pos, quat);
    turn(quat, this.axes, this.placedAxes);
    turn(quat, this.faceNormals, this.placedNormals);
    const frames = this.edgeFrames;
    const direction = this.cross;
    for (let i = 0; i < this.edges.length; i++) {
      const { left, right } = this.edges[i]!;
      const a = this.placedNormals[left]!;
      const b = this.placedNormals[right]!;
      quat.vmult(this.directions[i]!, direction);
      const o = i * 9;
      frames[o] = a.x;
      frames[o + 1] = a.y;
      frames[o + 2] = a.z;
      frames[o + 3] = b.x;
      frames[o + 4] = b.y;
      frames[o + 5] = b.z;
      frames[o + 6] = direction.x;
      frames[o + 7] = direction.y;
      frames[o + 8] = direction.z;
    }
  }

  /**
   * Weighs `axis`, along which the hulls overlap by `depth`: true when it separates them (it
   * is then remembered for them); otherwise `target` becomes it if it is the shallowest yet.
   */
  private separates(other: DieHull, axis: Vec3, depth: number, target: Vec3): boolean {
    if (depth < 0) {
      const last = this.lastSeparating.get(other);
      if (last) last.copy(axis);
      else this.lastSeparating.set(other, axis.clone());
      return true;
    }
    if (depth < this.deepest) {
      this.deepest = depth;
      target.copy(axis);
    }
    return false;
  }

  /** The lowest and highest of the placed vertices along `axis`, into `span`. */
  private project(axis: Vec3): void {
    const { x, y, z } = axis;
    let min = Infinity;
    let max = -Infinity;
    for (const v of this.placedVertices) {
      const d = v.x * x + v.y * y + v.z * z;
      if (d < min) min = d;
      if (d > max) max = d;
    }
    span.min = min;
    span.max = max;
  }

  /** How deep the two hulls overlap along `axis`: negative when it separates them. */
  private overlap(other: DieHull, axis: Vec3): number {
    this.project(axis);
    const { min, max } = span;
    other.project(axis);
    return Math.min(max - span.min, span.max - min);
  }
}
