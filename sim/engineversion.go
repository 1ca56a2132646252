package sim

// EngineVersion names the numbering of the engine's random numbers: how a
// block's stream is seeded from (seed, block), how it draws integers,
// floats and dice, and the default block size. Two builds with the same
// EngineVersion give the same draws for the same seed and block; a change
// to any of them must change it, and TestEngineVersionPinsTheDraws fails
// until it does. A shard's part records it (fleetlab merge refuses parts
// of two engines).
const EngineVersion = "stream-pcg-splitmix/1 dice-reservoir/1 block-4096/1"
