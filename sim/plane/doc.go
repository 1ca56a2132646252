// Package plane is the flat geometry both rules cores measure the table
// with: a 2-D vector [Vec] and compass [Direction]s, segments and their
// closest points, and convex [Polygon]s (a value of at most [MaxVertices]
// vertices, no allocation) with containment, the separating-axis overlap
// test in which touching is not overlapping, segment crossing, closest
// points and half-plane clipping.
//
// It has no unit: sim/dropfleet measures in inches, sim/armada in
// millimetres. Its one tolerance, [Eps], is far below any measurement in
// either unit. Game-specific geometry stays in its core: firing arcs and
// headings in sim/dropfleet, hull zones, bases, the maneuver tool and
// squadron discs in sim/armada.
//
// plane imports no other fleetlab package.
package plane
