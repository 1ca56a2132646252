package armada

// knownUpgrades are the upgrade cards and commanders the engine knows by
// name: the notes' most-played upgrades (battle notes §4.3) and commanders
// (§4.4), with the AMG final-errata points the notes give (§4.6). Those
// of Tier U1 (§4.5) that need no new decision are Modelled, their effect
// compiled into the ship's Profile or Kit by fit; the others are known
// for their points, slot and uniqueness only (Tier U0) and are named in
// every report of a run that fits them ("played without effect").
// A list may fit other cards too, giving their points and slot.
var knownUpgrades = []Upgrade{
	// Tier U1, modelled: dice and defence modifiers (§4.3, §4.5)
	{Name: "External Racks", Slot: OrdnanceSlot, Points: 4, Modelled: true, Notes: "battle notes §4.3",
		fit: ownKit(func(k *Kit) { k.RacksBlack, k.Attacking = 2, true })},
	{Name: "Ordnance Experts", Slot: WeaponsTeamSlot, Points: 4, Modelled: true, Notes: "battle notes §4.3",
		fit: ownKit(func(k *Kit) { k.RerollBlack, k.Attacking = 2, true })},
	{Name: "Point Defense Ion Cannons", Slot: IonCannonSlot, Points: 6, Sizes: sizes(SmallShip, MediumShip, LargeShip), Modelled: true, Notes: "battle notes §4.3",
		fit: ownKit(func(k *Kit) { k.ForceReroll, k.Defending = true, true })},
	{Name: "XI7 Turbolasers", Slot: TurbolaserSlot, Points: 6, Modelled: true, Notes: "battle notes §4.3",
		fit: ownKit(func(k *Kit) { k.RedirectCap = 1 })},
	{Name: "Expert Shield Tech", Slot: OfficerSlot, Points: 5, Modelled: true, Notes: "battle notes §4.3",
		fit: ownKit(func(k *Kit) { k.ShieldTech = true })},
	{Name: "Expanded Hangar Bay", Slot: OffensiveRetroSlot, Points: 5, Modelled: true, Notes: "battle notes §4.3",
		fit: ownProfile(func(p *Profile) { p.SquadronValue++ })},
	{Name: "Spinal Armament", Slot: TurbolaserSlot, Points: 9, Modification: true, Modelled: true, Notes: "battle notes §4.3",
		fit: ownProfile(func(p *Profile) { p.Battery[Front][Red]++; p.Battery[Rear][Red]++ })},
	{Name: "Enhanced Armament", Slot: TurbolaserSlot, Points: 10, Modification: true, Modelled: true, Notes: "battle notes §4.3",
		fit: ownProfile(func(p *Profile) { p.Battery[Left][Red]++; p.Battery[Right][Red]++ })},
	{Name: "Heavy Turbolaser Turrets", Slot: TurbolaserSlot, Points: 4, Modelled: true, Notes: "battle notes §4.3",
		fit: ownKit(func(k *Kit) { k.BraceCap = true })},
	{Name: "Veteran Gunners", Slot: WeaponsTeamSlot, Points: 5, Modelled: true, Notes: "battle notes §4.3",
		fit: ownKit(func(k *Kit) { k.RerollPool, k.Attacking = true, true })},
	{Name: "Quad Battery Turrets", Slot: TurbolaserSlot, Points: 5, Modification: true, Modelled: true, Notes: "battle notes §4.3",
		fit: ownKit(func(k *Kit) { k.FasterBlue, k.Attacking = 1, true })},
	// Tier U1 commanders, modelled (§4.4)
	{Name: "Admiral Motti", Slot: CommanderSlot, Points: 24, Unique: true, Modelled: true, Notes: "battle notes §4.4", fit: motti},
	{Name: "General Romodi", Slot: CommanderSlot, Points: 28, Unique: true, Modelled: true, Notes: "battle notes §4.4",
		fit: func(u *Unit, _ bool) { u.Kit.ObstructedRed = 1 }},

	{Name: "Admiral Ackbar", Slot: CommanderSlot, Points: 38, Unique: true, Modelled: true, Notes: "battle notes §4.4",
		fit: func(u *Unit, _ bool) { u.Kit.SideRed, u.Kit.Attacking = 2, true }},

	// known for points, slot and uniqueness only (Tier U0): most-played
	// upgrades (§4.3) by usage count
	{Name: "Linked Turbolaser Towers", Slot: TurbolaserSlot, Points: 7, Notes: "battle notes §4.3"},
	{Name: "Comms Net", Slot: FleetSupportSlot, Points: 2, Notes: "battle notes §4.3"},
	{Name: "Electronic Countermeasures", Slot: DefensiveRetroSlot, Points: 7, Notes: "battle notes §4.3"},
	{Name: "Turbolaser Reroute Circuits", Slot: TurbolaserSlot, Points: 7, Notes: "battle notes §4.3"},
	{Name: "Boosted Comms", Slot: OffensiveRetroSlot, Points: 4, Notes: "battle notes §4.3"},
	{Name: "Flight Controllers", Slot: WeaponsTeamSlot, Points: 6, Notes: "battle notes §4.3"},
	{Name: "Hondo Ohnaka", Slot: OfficerSlot, Points: 2, Unique: true, Notes: "battle notes §4.3"},
	{Name: "Reserve Hangar Deck", Slot: OffensiveRetroSlot, Points: 4, Notes: "battle notes §4.3"},
	{Name: "Projection Experts", Slot: SupportTeamSlot, Points: 6, Notes: "battle notes §4.3"},
	{Name: "Thermal Shields", Slot: DefensiveRetroSlot, Points: 5, Sizes: sizes(MediumShip, LargeShip), Notes: "battle notes §4.3"},
	{Name: "Assault Proton Torpedoes", Slot: OrdnanceSlot, Points: 4, Notes: "battle notes §4.3"},
	{Name: "Gunnery Team", Slot: WeaponsTeamSlot, Points: 7, Notes: "battle notes §4.3"},
	{Name: "Engine Techs", Slot: SupportTeamSlot, Points: 8, Notes: "battle notes §4.3"},
	{Name: "Intel Officer", Slot: OfficerSlot, Points: 7, Notes: "battle notes §4.3"},
	{Name: "Leading Shots", Slot: IonCannonSlot, Points: 5, Notes: "battle notes §4.3"},
	{Name: "H9 Turbolasers", Slot: TurbolaserSlot, Points: 8, Modification: true, Notes: "battle notes §4.3"},
	{Name: "Dual Turbolaser Turrets", Slot: TurbolaserSlot, Points: 4, Modification: true, Notes: "battle notes §4.3"},
	{Name: "Overload Pulse", Slot: IonCannonSlot, Points: 6, Notes: "battle notes §4.3"},
	{Name: "Weapons Battery Techs", Slot: WeaponsTeamSlot, Points: 4, Notes: "battle notes §4.3"},
	// commanders (§4.4) by usage count
	{Name: "Kyrsta Agate", Slot: CommanderSlot, Points: 25, Unique: true, Notes: "battle notes §4.4"},
	{Name: "Admiral Sloane", Slot: CommanderSlot, Points: 24, Unique: true, Notes: "battle notes §4.4"},
	{Name: "Moff Jerjerrod", Slot: CommanderSlot, Points: 23, Unique: true, Notes: "battle notes §4.4"},
	{Name: "Admiral Ozzel", Slot: CommanderSlot, Points: 20, Unique: true, Notes: "battle notes §4.4"},
	{Name: "Mar Tuuk", Slot: CommanderSlot, Points: 28, Unique: true, Notes: "battle notes §4.4"},
	{Name: "Admiral Raddus", Slot: CommanderSlot, Points: 26, Unique: true, Notes: "battle notes §4.4"},
	{Name: "Bail Organa", Slot: CommanderSlot, Points: 28, Unique: true, Notes: "battle notes §4.4"},
	{Name: "General Dodonna", Slot: CommanderSlot, Points: 20, Unique: true, Notes: "battle notes §4.4"},
	{Name: "General Rieekan", Slot: CommanderSlot, Points: 34, Unique: true, Notes: "battle notes §4.4"},
	{Name: "Grand Moff Tarkin", Slot: CommanderSlot, Points: 28, Unique: true, Notes: "battle notes §4.4"},
	{Name: "Darth Vader", Slot: CommanderSlot, Points: 34, Unique: true, Notes: "battle notes §4.4"},
	{Name: "Admiral Screed", Slot: CommanderSlot, Points: 24, Unique: true, Notes: "battle notes §4.4"},
	{Name: "Mon Mothma", Slot: CommanderSlot, Points: 27, Unique: true, Notes: "battle notes §4.4"},
}

// ownKit makes a card's fit that sets kit fields of the ship it is on.
func ownKit(set func(k *Kit)) func(*Unit, bool) {
	return func(u *Unit, own bool) {
		if own {
			set(&u.Kit)
		}
	}
}

// ownProfile makes a card's fit that changes the statistics of the ship
// it is on.
func ownProfile(set func(p *Profile)) func(*Unit, bool) {
	return func(u *Unit, own bool) {
		if own {
			set(&u.Profile)
		}
	}
}

// motti is Admiral Motti's fit (battle notes §4.4): each friendly ship's
// hull value is 1, 2 or 3 higher for a small, medium or large ship.
func motti(u *Unit, _ bool) {
	bonus := [...]int8{SmallShip: 1, MediumShip: 2, LargeShip: 3, HugeShip: 0}[u.Profile.Size]
	u.Profile.Hull += int(bonus)
	u.Kit.HullBonus = bonus
}
