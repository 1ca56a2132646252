package reports

// The rules a whole Dropfleet battle plays without effect
// (dropfleet.Model.Unmodelled), in Spanish and Catalan.
func init() {
	for key, tr := range map[string][2]string{
		"fighters, bombers, torpedoes and fire ships (launch assets other than landers)": {
			"cazas, bombarderos, torpedos y naves incendiarias (los recursos de lanzamiento que no son de desembarco)",
			"caces, bombarders, torpedes i naus incendiàries (els recursos de llançament que no són de desembarcament)"},
		"firing at sectors, bombardment, collateral damage and ruins": {
			"disparar a sectores, bombardeo, daño colateral y ruinas",
			"disparar a sectors, bombardeig, dany col·lateral i ruïnes"},
		"orbital decay (the crippling table played has no Orbital Decay effect)": {
			"decaimiento orbital (la tabla de daños graves que se juega no tiene ese efecto)",
			"decaïment orbital (la taula de danys greus que es juga no té aquest efecte)"},
		"debris fields, planetary rings and space stations": {
			"campos de escombros, anillos planetarios y estaciones espaciales",
			"camps de runa, anells planetaris i estacions espacials"},
		"command cards (off, switch U-X6)": {
			"cartas de mando (desactivadas, interruptor U-X6)",
			"cartes de comandament (desactivades, interruptor U-X6)"},
		"the table edges for ships (a ship may fly off; the policies keep them on)": {
			"los bordes de la mesa para las naves (una nave puede salir; las políticas las mantienen dentro)",
			"les vores de la taula per a les naus (una nau en pot sortir; les polítiques les mantenen a dins)"},
		"cluster size": {"tamaño de cúmulo", "mida de cúmul"},
		"launch asset": {"recurso de lanzamiento", "recurs de llançament"},
		"sector weapons (Defence Weapons, Orbital Gun)": {
			"armas de sector (Armas de defensa, Cañón orbital)",
			"armes de sector (Armes de defensa, Canó orbital)"},
	} {
		catalogue[key] = tr
	}
}

// unmodelled writes the rules a run plays without effect in l.
func unmodelled(l Lang, items []string) string {
	out := ""
	for k, it := range items {
		if k > 0 {
			out += ", "
		}
		out += l.T(it)
	}
	return out
}
